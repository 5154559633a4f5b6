"""Lighthouse (npm, pinned by the Makefile into bench/.lighthouse), mobile preset: 4x CPU and
simulated slow 4G, on a first visit of the site served as Pages serves it."""

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "tests"), str(ROOT / "bench")]

from localsite import CHROMIUM_ARGS, chromium_path  # noqa: E402
from wire import PagesSite  # noqa: E402

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


def main():
    """Several sites interleaved run by run (they meet the same machine), each site's rows
    written to OUT/<i>.json: python bench/lighthouse.py --runs 5 --out DIR SITE..."""
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument("sites", nargs="+")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    rows = {i: [] for i in range(len(a.sites))}
    for _ in range(a.runs):
        for i, site in enumerate(a.sites):
            rows[i] += lighthouse(site, 1)
    Path(a.out).mkdir(parents=True, exist_ok=True)
    for i, site in enumerate(a.sites):
        (Path(a.out) / f"{i}.json").write_text(json.dumps(rows[i], indent=1), "utf-8")
        print(site, json.dumps(rows[i]))


if __name__ == "__main__":
    main()
