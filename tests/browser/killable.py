"""A real Chromium process on a profile folder, killed like an app (SIGKILL) and started
again on the same folder: what the tests of durable saves and cut-short imports need."""

import re
import signal
import subprocess
import time

from localsite import TEST_CHROMIUM_ARGS, chromium_path


class Browser:
    """Chromium started by hand (so it can be killed like an app), driven over CDP."""

    def __init__(self, playwright, profile):
        self.playwright = playwright
        self.profile = profile
        self.proc = None

    def start(self):
        path = chromium_path()
        if path is None:
            path = self.playwright.chromium.executable_path
        messages = self.profile.parent / "chromium.log"
        with open(messages, "w") as out:
            self.proc = subprocess.Popen(
                [path, "--headless", *TEST_CHROMIUM_ARGS, f"--user-data-dir={self.profile}", "--remote-debugging-port=0",
                 "about:blank"], stdout=subprocess.DEVNULL, stderr=out)
        deadline = time.monotonic() + 30
        while not (found := re.search(r"DevTools listening on (ws://\S+)", messages.read_text(errors="replace"))):
            if time.monotonic() > deadline or self.proc.poll() is not None:
                raise RuntimeError("Chromium did not start")
            time.sleep(0.05)
        browser = self.playwright.chromium.connect_over_cdp(found.group(1))
        return browser.contexts[0].new_page()

    def kill(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
