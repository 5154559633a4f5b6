"""WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver, under Xvfb) and Firefox (over
WebDriver BiDi) started for a test, each behind the same few operations, which page.py
turns into the part of Playwright's Page that the tests use.

An operation's script is a JavaScript function of one JSON argument; what it returns
comes back as JSON, or as an element reference for `element`."""

import base64
import os
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from wire import Bidi, DriverError, Http


def _wrap(fn):
    # The script's answer crosses as a JSON string: both protocols carry a string as it is.
    return f"(arg) => Promise.resolve(({fn})(JSON.parse(arg))).then((r) => JSON.stringify(r === undefined ? null : r))"


def _free_port():
    import socket
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_port(port, proc, seconds=30):
    import socket
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"exited with {proc.returncode} before listening")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.1)
    raise TimeoutError(f"nothing listens on port {port} after {seconds} s")


def _die_with_parent():
    # A browser outlives a test run that is killed: ask Linux to stop it with its parent.
    try:
        import ctypes
        import signal
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def _stop(proc):
    if proc and proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


# ---------- finding the browsers ----------
MINIBROWSER_DIRS = ("/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib", "/usr/libexec")


def find_webkit():
    """(WebKitWebDriver, MiniBrowser, Xvfb) paths, or a reason why WebKit cannot run here."""
    driver = shutil.which("WebKitWebDriver")
    xvfb = shutil.which("Xvfb")
    mini = os.environ.get("MINIBROWSER_PATH")
    if not mini:
        for base in MINIBROWSER_DIRS:
            found = sorted(Path(base).glob("webkit2gtk-4.*/MiniBrowser"))
            if found:
                mini = str(found[-1])
                break
    missing = [name for name, path in (("WebKitWebDriver", driver), ("MiniBrowser", mini), ("Xvfb", xvfb)) if not path]
    if missing:
        return None, f"{' and '.join(missing)} not found (Debian: apt-get install webkit2gtk-driver xvfb, as root)"
    return (driver, mini, xvfb), None


def find_firefox():
    """Firefox's path (FIREFOX_PATH, else firefox-esr, else firefox), or a reason."""
    explicit = os.environ.get("FIREFOX_PATH")
    if explicit:
        return (explicit, None) if os.access(explicit, os.X_OK) else (None, f"FIREFOX_PATH={explicit} is not a program")
    for name in ("firefox-esr", "firefox"):
        path = shutil.which(name)
        if path and not _is_snap_stub(path):
            return path, None
    return None, "Firefox not found (Debian: apt-get install firefox-esr, as root; or set FIREFOX_PATH)"


def _is_snap_stub(path):
    # Ubuntu's apt "firefox" is a script that installs a snap: it cannot be driven here.
    try:
        with open(path, "rb") as f:
            head = f.read(4096)
    except OSError:
        return True
    return head.startswith(b"#!") and b"snap" in head


# ---------- a virtual display for WebKitGTK ----------
class Xvfb:
    def __init__(self, binary):
        read, write = os.pipe()
        self.proc = subprocess.Popen([binary, "-displayfd", str(write), "-screen", "0", "1600x1400x24", "-nolisten", "tcp"],
                                     pass_fds=[write], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                     preexec_fn=_die_with_parent)
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            _stop(self.proc)
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number}"

    def stop(self):
        _stop(self.proc)


# ---------- WebKit ----------
WEBKIT_ERRORS = """() => {
  if (window.__smokeErrors) return;
  window.__smokeErrors = [];
  const keep = (m) => window.__smokeErrors.push(String(m));
  addEventListener('error', (e) => keep(e.message));
  addEventListener('unhandledrejection', (e) => keep('unhandled rejection: ' + ((e.reason && e.reason.message) || e.reason)));
  const error = console.error.bind(console);
  console.error = (...args) => { keep(args.map(String).join(' ')); error(...args); };
}"""


class WebKit:
    name = "webkit"

    def __init__(self, paths, logdir):
        driver, mini, xvfb = paths
        self.xvfb = Xvfb(xvfb)
        port = _free_port()
        # the driver's and the browser's own output, kept for a failing run
        self.out = open(Path(logdir) / "webkit.log", "w", encoding="utf-8", errors="replace")  # noqa: SIM115
        env = dict(os.environ, DISPLAY=self.xvfb.display, GDK_BACKEND="x11", LIBGL_ALWAYS_SOFTWARE="1")
        self.proc = subprocess.Popen([driver, f"--port={port}"], env=env, stdout=self.out, stderr=subprocess.STDOUT,
                                     preexec_fn=_die_with_parent)
        try:
            _wait_port(port, self.proc)
            self.http = Http(f"http://127.0.0.1:{port}")
            caps = self.http("POST", "/session", {"capabilities": {"alwaysMatch": {
                "browserName": "MiniBrowser",
                "webkitgtk:browserOptions": {"binary": mini, "args": ["--automation"]}}}})
            self.version = f"WebKitGTK {caps['capabilities'].get('browserVersion', '?')}"
            self.session = f"/session/{caps['sessionId']}"
            self.http("POST", self.session + "/timeouts", {"script": 120_000, "pageLoad": 180_000})
        except Exception:
            self.close()
            raise

    def run(self, fn, arg=None):
        import json
        script = (f"const done = arguments[1]; ({_wrap(fn)})(arguments[0])"
                  ".then(done, (e) => done({__error: String(e && e.stack || e)}));")
        text = self.http("POST", self.session + "/execute/async", {"script": script, "args": [json.dumps(arg)]})
        if isinstance(text, dict) and "__error" in text:
            raise DriverError("javascript error", text["__error"])
        return json.loads(text)

    def element(self, fn, arg=None):
        import json
        ref = self.http("POST", self.session + "/execute/sync", {"script": f"return ({fn})(JSON.parse(arguments[0]));",
                                                                 "args": [json.dumps(arg)]})
        # the W3C key, or (WebKitGTK 2.50) the older JSON Wire one
        return next((v for k, v in ref.items() if k.startswith("element-6066-")), None) if ref else None

    def click(self, ref, point):
        try:
            self.http("POST", f"{self.session}/element/{ref}/click", {})
        except DriverError as err:
            # WebKitWebDriver finds no "interactable" point on an SVG shape (a map's
            # space): press the mouse at its centre instead, checked clear by page.py.
            if err.error != "element not interactable":
                raise
            self.http("POST", self.session + "/actions", {"actions": [{
                "type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
                    {"type": "pointerMove", "x": point[0], "y": point[1], "origin": "viewport"},
                    {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]}]})
            self.http("DELETE", self.session + "/actions")

    def set_files(self, ref, paths):
        self.http("POST", f"{self.session}/element/{ref}/value", {"text": "\n".join(map(str, paths))})

    def goto(self, url):
        self.http("POST", self.session + "/url", {"url": url})
        self._listen()

    def reload(self):
        self.http("POST", self.session + "/refresh", {})
        self._listen()

    def _listen(self):
        # MiniBrowser drops its console option for automation's web views, and classic
        # WebDriver has no console: the page keeps its errors from its load on (what
        # happens during the load itself is not seen here; Firefox's BiDi sees it all).
        self.run(WEBKIT_ERRORS)

    def set_viewport(self, width, height):
        # The window's size holds its frame: set it, measure the page, correct once.
        # The page hears of a new size a moment later: wait until it is the size asked for.
        rect = {"width": width, "height": height}
        for _ in range(4):
            self.http("POST", self.session + "/window/rect", rect)
            inner = self.run("""async (want) => { let last = null;
              for (let i = 0; i < 40; i++) { const now = [innerWidth, innerHeight];
                if (now[0] === want[0] && now[1] === want[1]) return now;
                if (last && i > 5 && now[0] === last[0] && now[1] === last[1]) return now;
                last = now; await new Promise((r) => setTimeout(r, 50)); }
              return last; }""", [width, height])
            if inner == [width, height]:
                return
            rect = {"width": rect["width"] + width - inner[0], "height": rect["height"] + height - inner[1]}
        raise RuntimeError(f"WebKit's viewport stays {inner}, not {[width, height]}")

    def screenshot(self, path):
        Path(path).write_bytes(base64.b64decode(self.http("GET", self.session + "/screenshot")))

    def errors(self):
        """Console errors and uncaught exceptions since the last call."""
        try:
            return self.run("() => { const e = window.__smokeErrors || []; window.__smokeErrors = []; return e; }")
        except DriverError:
            return []

    def close(self):
        try:
            if getattr(self, "session", None):
                self.http("DELETE", self.session, timeout=30)
        except Exception:  # the browser may already be gone: stop the processes anyway
            pass
        _stop(getattr(self, "proc", None))
        self.xvfb.stop()
        self.out.close()


# ---------- Firefox ----------
# A quiet profile: nothing asked at start, nothing fetched from outside the test's site,
# and classic scrollbars (Windows' and Linux's default, the ones that take room).
FIREFOX_PREFS = {
    "widget.gtk.overlay-scrollbars.enabled": False,
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "browser.aboutwelcome.enabled": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "datareporting.healthreport.uploadEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "app.update.disabledForTesting": True,
    "extensions.update.enabled": False,
    "browser.safebrowsing.malware.enabled": False,
    "browser.safebrowsing.phishing.enabled": False,
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "browser.region.network.url": "",
    "services.settings.server": "http://127.0.0.1:9/none",
    "browser.download.always_ask_before_handling_new_types": False,
}


class Firefox:
    name = "firefox"

    def __init__(self, binary, logdir, profile=None):
        import json
        # A profile of the test's own (a full disk's) is kept; the default one goes at close.
        self.own_profile = profile is None
        self.profile = tempfile.mkdtemp(prefix="solobots-firefox-") if profile is None else str(profile)
        with open(Path(self.profile) / "user.js", "w", encoding="utf-8") as f:
            for key, value in FIREFOX_PREFS.items():
                f.write(f"user_pref({json.dumps(key)}, {json.dumps(value)});\n")
        self.log = open(Path(logdir) / "firefox.log", "w+", encoding="utf-8", errors="replace")  # noqa: SIM115
        self.proc = subprocess.Popen([binary, "--headless", "--no-remote", "--profile", self.profile,
                                      "--remote-debugging-port=0", "about:blank"],
                                     stdout=self.log, stderr=subprocess.STDOUT, env=dict(os.environ, MOZ_CRASHREPORTER_DISABLE="1"),
                                     preexec_fn=_die_with_parent)
        self.seen = []
        try:
            url = self._listening()
            self.bidi = Bidi(url + "/session")
            caps = self.bidi("session.new", {"capabilities": {}})["capabilities"]
            self.version = f"Firefox {caps.get('browserVersion', '?')}"
            self.context = self.bidi("browsingContext.getTree", {})["contexts"][0]["context"]
            self.bidi("session.subscribe", {"events": ["log.entryAdded"]})
        except Exception:
            self.close()
            raise

    def _listening(self, seconds=60):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"Firefox exited with {self.proc.returncode}")
            self.log.seek(0)
            found = re.search(r"WebDriver BiDi listening on (ws://\S+)", self.log.read())
            if found:
                return found.group(1)
            time.sleep(0.2)
        raise TimeoutError("Firefox did not open WebDriver BiDi")

    def _call(self, fn, arg):
        import json
        res = self.bidi("script.callFunction", {"functionDeclaration": fn, "awaitPromise": True,
                                                "target": {"context": self.context},
                                                "arguments": [{"type": "string", "value": json.dumps(arg)}]})
        if res["type"] == "exception":
            details = res["exceptionDetails"]
            raise DriverError("javascript error", details.get("text", "") + " " + str(details.get("stackTrace", ""))[:400])
        return res["result"]

    def run(self, fn, arg=None):
        import json
        return json.loads(self._call(_wrap(fn), arg)["value"])

    def element(self, fn, arg=None):
        result = self._call(f"(arg) => ({fn})(JSON.parse(arg))", arg)
        return result.get("sharedId") if result.get("type") == "node" else None

    def click(self, ref, point):
        self.bidi("input.performActions", {"context": self.context, "actions": [{
            "type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
                {"type": "pointerMove", "x": 0, "y": 0, "origin": {"type": "element", "element": {"sharedId": ref}}},
                {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]}]})
        self.bidi("input.releaseActions", {"context": self.context})

    def set_files(self, ref, paths):
        self.bidi("input.setFiles", {"context": self.context, "element": {"sharedId": ref}, "files": [str(p) for p in paths]})

    def goto(self, url):
        self.bidi("browsingContext.navigate", {"context": self.context, "url": url, "wait": "complete"})

    def reload(self):
        self.bidi("browsingContext.reload", {"context": self.context, "wait": "complete"})

    def set_viewport(self, width, height):
        self.bidi("browsingContext.setViewport", {"context": self.context, "viewport": {"width": width, "height": height}})

    def screenshot(self, path):
        data = self.bidi("browsingContext.captureScreenshot", {"context": self.context})["data"]
        Path(path).write_bytes(base64.b64decode(data))

    def errors(self):
        out = [e["params"] for e in self.bidi.events if e.get("method") == "log.entryAdded" and e["params"].get("level") == "error"]
        self.bidi.events.clear()
        return [f"{p.get('text')} ({(p.get('source') or {}).get('realm', '')})" for p in out]

    def close(self):
        try:
            if getattr(self, "bidi", None):
                self.bidi("browser.close", {}, timeout=20)
                self.bidi.close()
        except Exception:  # already gone: the process is stopped below
            pass
        _stop(self.proc)
        self.log.close()
        if self.own_profile:
            shutil.rmtree(self.profile, ignore_errors=True)
