"""Screenshot a page of the served site once the engine is ready: a PNG to look at.

python3 scripts/screenshot.py http://127.0.0.1:8000/ out.png [--width 1180 --height 820] [--dark]
"""

import argparse
import os

from playwright.sync_api import sync_playwright

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("url")
    ap.add_argument("out")
    ap.add_argument("--width", type=int, default=1180)
    ap.add_argument("--height", type=int, default=820)
    ap.add_argument("--dark", action="store_true")
    ap.add_argument("--full", action="store_true")
    a = ap.parse_args()
    exe = os.environ.get("CHROMIUM_PATH") or ("/usr/bin/chromium" if os.path.exists("/usr/bin/chromium") else None)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=exe, args=ARGS)
        page = browser.new_page(viewport={"width": a.width, "height": a.height}, locale="fr-FR",
                                color_scheme="dark" if a.dark else "light")
        page.goto(a.url)
        page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=60000)
        page.screenshot(path=a.out, full_page=a.full)
        browser.close()


if __name__ == "__main__":
    main()
