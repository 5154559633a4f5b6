"""Lighthouse (npm, pinned by the Makefile into bench/.lighthouse), mobile preset: 4x CPU and
simulated slow 4G, on a first visit of the site served as Pages serves it."""

import json
import os
import subprocess
import tempfile
from pathlib import Path

from localsite import CHROMIUM_ARGS, chromium_path
from wire import PagesSite

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "bench" / ".lighthouse" / "node_modules" / ".bin" / "lighthouse"


def lighthouse(site_dir, runs):
    if not TOOL.exists():
        return None
    rows = []
    for _ in range(runs):
        site = PagesSite(site_dir)
        out = Path(tempfile.mkdtemp(prefix="lh-")) / "report.json"
        flags = " ".join(["--headless", *CHROMIUM_ARGS])
        env = {**os.environ, "CHROME_PATH": chromium_path() or ""}
        try:
            subprocess.run([str(TOOL), site.url, "--quiet", "--output=json", f"--output-path={out}",
                            "--only-categories=performance", f"--chrome-flags={flags}"], env=env, check=True,
                           capture_output=True)
        finally:
            site.stop()
        report = json.loads(out.read_text("utf-8"))
        audits = report["audits"]
        rows.append({"score": report["categories"]["performance"]["score"],
                     "tbt": audits["total-blocking-time"]["numericValue"],
                     "fcp": audits["first-contentful-paint"]["numericValue"],
                     "lcp": audits["largest-contentful-paint"]["numericValue"],
                     "cls": audits["cumulative-layout-shift"]["numericValue"],
                     "tti": audits["interactive"]["numericValue"],
                     "requests": len(audits["network-requests"]["details"]["items"]),
                     "bytes": audits["total-byte-weight"]["numericValue"]})
    return rows
