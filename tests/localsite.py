"""The built site served on localhost for tests, and where Chromium is on this machine."""

import os
import socket
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def chromium_path():
    explicit = os.environ.get("CHROMIUM_PATH")
    if explicit:
        return explicit
    if os.environ.get("GITHUB_ACTIONS"):
        return None  # the runners' apt chromium is a snap stub: use Playwright's download
    for candidate in ("/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if os.path.exists(candidate):
            return candidate
    return None  # Playwright's own browser (GitHub runners)


CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-quic",
]

# Chromium 156 (the new headless mode) starts, for each browser window, so for each test's
# new context, a renderer for the address bar's WebUI popup that no page uses: about 1.1 s of
# CPU per test here, a quarter of a short browser test. The tests turn it off. Chromium keeps
# only the last --disable-features it is given, so this one repeats the features Playwright
# 1.65 turns off (its chromiumSwitches) with those two added: tests/browser/test_chromium_args.py
# checks that Chromium ends up with all of them turned off.
PLAYWRIGHT_DISABLED_FEATURES = [
    "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding", "ThirdPartyStoragePartitioning",
    "AvoidCorsURLLoaderRestartOnRedirect", "TcpPortRandomizationWin", "OptimizationHints", "NetworkTimeServiceQuerying",
    "AimEnabled", "PreconnectToSearch", "msForceBrowserSignIn", "msEdgeUpdateLaunchServicesPreferredVersion",
]
NO_OMNIBOX_POPUP = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"]
TEST_CHROMIUM_ARGS = [*CHROMIUM_ARGS, "--disable-features=" + ",".join(PLAYWRIGHT_DISABLED_FEATURES + NO_OMNIBOX_POPUP)]


class RunningSite:
    """The site served as GitHub Pages serves it (scripts/serve.py); on_sent(path, status,
    bytes, encoding) hears each response."""

    def __init__(self, directory, prefix="/", host="127.0.0.1", on_sent=None):
        import serve
        self.port = free_port()
        self.host = host
        self.prefix = prefix
        self.server = serve.make_server(directory, host, self.port, prefix, on_sent=on_sent)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self):
        return f"http://{self.host}:{self.port}{self.prefix}"

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


BUILD_WAIT_S = 20 * 60


def wait_for_the_build():
    """`make test` builds the site beside the engines' tests (SITE_BUILDING names the file
    its exit status lands in): wait for it, and fail, saying why, if it failed."""
    import pytest
    named = os.environ.get("SITE_BUILDING")
    if not named:
        return
    status_file = Path(named)
    deadline = time.monotonic() + BUILD_WAIT_S
    while not status_file.exists() or not status_file.read_text().strip():
        if time.monotonic() > deadline:
            pytest.fail(f"the site's build wrote no status in {BUILD_WAIT_S} s ({status_file})", pytrace=False)
        time.sleep(0.5)
    if status_file.read_text().strip() != "0":
        log = status_file.with_suffix(".log")
        said = log.read_text(errors="replace")[-3000:] if log.exists() else "(no log)"
        pytest.fail(f"the site's build failed:\n{said}", pytrace=False)
