"""Play every game on the table screen at tablet and embed sizes, in both languages, and
keep a screenshot of chosen steps with what did not fit: the pictures to look at before
saying a layout works.

python3 scripts/table_tour.py http://127.0.0.1:8000/ shots/ [--games kotd,e300] [--steps 30]
    [--sizes 820x1180,1180x820,400x720] [--langs fr,en] [--every 6]
"""

import argparse
import json
import os
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "browser"))
from autoplay import fit_report, misfit, walk
from screenshot import ARGS


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("url")
    ap.add_argument("out")
    ap.add_argument("--games", default="kotd,e300,tm,ma,ma_tools")
    ap.add_argument("--sizes", default="820x1180,1180x820,400x720")
    ap.add_argument("--langs", default="fr,en")
    ap.add_argument("--steps", type=int, default=30)
    ap.add_argument("--every", type=int, default=10)
    ap.add_argument("--seed", type=int, default=None, help="the walk's seed (default: the fit test's, by game)")
    ap.add_argument("--jpeg", action="store_true", help="JPEG (quality 70) instead of PNG, to keep in docs/")
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    exe = os.environ.get("CHROMIUM_PATH") or ("/usr/bin/chromium" if os.path.exists("/usr/bin/chromium") else None)
    problems = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=exe, args=ARGS)
        for size in a.sizes.split(","):
            w, h = (int(x) for x in size.split("x"))
            for lang in a.langs.split(","):
                for game in a.games.split(","):
                    page = browser.new_page(viewport={"width": w, "height": h}, locale=f"{lang}-FR")
                    embed = w < 800
                    page.goto(f"{a.url}index.html?lang={lang}" + (f"&embed=1&game={game}" if embed else ""))
                    page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=60000)
                    if not embed:
                        page.get_by_test_id(f"new-{game}").click()
                    page.click("#start-game")
                    page.wait_for_selector(".table-screen")

                    def shot(page, i, game=game, lang=lang, size=size):
                        rep = fit_report(page)
                        bad = misfit(rep, text=True)
                        if bad:
                            problems.append({"game": game, "lang": lang, "size": size, "i": i, **rep})
                        if i % a.every == 0 or (bad and len(problems) < 400):
                            ext = "jpg" if a.jpeg else "png"
                            page.screenshot(path=str(out / f"{game}-{size}-{lang}-{i:02d}{'-BAD' if bad else ''}.{ext}"),
                                            **({"type": "jpeg", "quality": 70} if a.jpeg else {}))

                    seed = a.seed if a.seed is not None else sum(map(ord, game))
                    n = walk(page, a.steps, seed=seed, on_step=shot)
                    print(f"{game} {size} {lang}: {n} steps", flush=True)
                    page.close()
        browser.close()
    (out / "problems.json").write_text(json.dumps(problems, indent=1))
    print(f"{len(problems)} steps with a problem (see {out / 'problems.json'})")


if __name__ == "__main__":
    main()
