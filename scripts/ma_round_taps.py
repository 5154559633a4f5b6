"""Count the taps a round of Mars Attacks takes in the browser (issues 22 and 34).

The same scripted round every time: six figures of Earth against four Martians, the
app's AI deck and the app's dice. From "Start the battle" (not counted) to
the start of round 2, the player activates four of their figures, each with a shot at
the nearest Martian (two per turn), the Martians act as the AI decides (four things, two per
turn), then the round ends. The player answers as a player would: "No" to every yes/no
question (no objective, no reinforcement), the first target offered, the primary answer
elsewhere, "Roll for me" for every die. Every tap on the screen counts; picking from a
device's list counts two (open it, pick).

--full (issue 34) plays the same round with the scenario's objectives, BRAVE and
reinforcements on: two objective markers on the board (D4 and F4, between the two sides,
within reach of the Martians that are near them), a BRAVE rifleman sharing Eva's square
(D3: a Martian that shoots Eva is asked whether it sees him),
and at the end of the round one "Reinforcements Arrive!" card (its edge rolled, a Martian
put on the board), then none.

    python3 scripts/ma_round_taps.py                   # builds this checkout's site
    python3 scripts/ma_round_taps.py --root /tmp/old   # another checkout (the "before")
    python3 scripts/ma_round_taps.py --url http://127.0.0.1:8000/ --seeds 2,6,9 [--full]

Prints the taps of each seed's round and their mean.
"""

import argparse
import importlib.util
import json
import math
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import expect, sync_playwright

HERE = Path(__file__).resolve().parent.parent
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic"]
# Seeds whose first four AI cards are figure cards (no Invasion): four activations a side.
SEEDS = "2,6,9,18,19,20,23,28"
# Six of Earth, so that a figure shot before its turn still leaves four to act; four
# Martians, so that the round ends with every one of them activated (or shot).
HUMANS = [("us_sergeant", "B3"), ("us_rifleman", "D3"), ("us_machine_gun", "E2"), ("deke", "G3"),
          ("eva", "C2"), ("us_rifleman", "F2")]
MARTIANS = [("martian_leader", "C6"), ("martian_disintegrator", "D6"), ("martian_disintegrator", "F6"),
            ("martian_disintegrator", "G7")]
MAX_TAPS = 300
# --full: a BRAVE rifleman in Eva's square (D3, the nearest to the Martians' centre), two
# objective markers between the sides.
HUMANS_FULL = [("us_sergeant", "B3"), ("eva", "D3"), ("us_rifleman", "D3"), ("us_machine_gun", "E2"),
               ("deke", "G3"), ("us_rifleman", "F2")]
OBJECTIVES_FULL = ["D4", "F4"]


class Round:
    def __init__(self, page, words, reinforcements=0):
        self.page = page
        self.w = words
        self.reinforcements = reinforcements  # "Reinforcements Arrive!" cards the Martian hand holds
        self.taps = 0
        self.turns = 0  # the player's turns played this round
        self.acted = 0  # the player's activations this turn
        self.trace = []

    # -- tapping --------------------------------------------------------------------------
    def step(self):
        return int(self.page.locator(".table-screen").get_attribute("data-step"))

    def tap(self, locator, what, engine=True, count=1):
        before = self.step()
        locator.click()
        self.taps += count
        self.trace.append(what)
        if engine:
            expect(self.page.locator(".table-screen")).not_to_have_attribute("data-step", str(before), timeout=30_000)
        if self.taps > MAX_TAPS:
            raise RuntimeError("no end to the round: " + " / ".join(self.trace[-12:]))

    def pick_from_list(self, select, value, what):
        before = self.step()
        select.select_option(value)
        self.taps += 2  # open the device's list, pick
        self.trace.append(what)
        expect(self.page.locator(".table-screen")).not_to_have_attribute("data-step", str(before), timeout=30_000)

    # -- the board ----------------------------------------------------------------------------
    def squares(self):
        """Each token's square, read from where it is drawn (every version of the widget)."""
        return self.page.evaluate("""() => {
          const rects = [...document.querySelectorAll('.ma-mat rect[data-square]')]
            .map((r) => [r.dataset.square, r.getBoundingClientRect()]);
          return [...document.querySelectorAll('.ma-mat .token[data-figure]')].map((g) => {
            const b = g.querySelector('.body').getBoundingClientRect();
            const x = b.left + b.width / 2, y = b.top + b.height / 2;
            const hit = rects.find(([, r]) => x >= r.left && x < r.right && y >= r.top && y < r.bottom);
            return {id: g.dataset.figure, profile: g.dataset.profile, square: hit ? hit[0] : null,
                    side: g.classList.contains('side-human') ? 'human' : 'martian',
                    activated: g.classList.contains('activated')};
          });
        }""")

    def player_shot(self):
        figs = self.squares()
        free = [f for f in figs if f["side"] == "human" and not f["activated"]]
        martians = [f for f in figs if f["side"] == "martian"]
        if not free or not martians:
            return False
        shooter = min(free, key=lambda f: int(f["id"][1:]))  # in the order they were placed
        target = min(martians, key=lambda m: (real2(shooter["square"], m["square"]), int(m["id"][1:])))
        page = self.page
        self.tap(page.locator(f".ma-mat rect[data-square={shooter['square']}]"), f"square {shooter['square']}",
                 engine=False)
        # (a tap on a lone figure of the player's may also mark it activated: the panel
        # opens once the engine has answered)
        shoot = page.get_by_test_id(f"shoot-with-{shooter['id']}")
        expect(shoot).to_be_visible(timeout=30_000)
        self.tap(shoot, "shoot with")
        expect(page.locator(".ma-tool")).to_be_visible()
        chip = page.get_by_test_id(f"defender-fig-{target['id']}")
        if chip.count():
            if chip.get_attribute("aria-pressed") != "true":
                self.tap(chip, "defender chip")
        else:
            select = page.get_by_test_id("tool-defender")
            if select.input_value() != f"fig:{target['id']}":
                self.pick_from_list(select, f"fig:{target['id']}", "defender list")
        self.acted += 1
        return True

    # -- one answer ---------------------------------------------------------------------------
    def answer(self):
        page = self.page
        prompt = page.locator("#prompt")
        roll = prompt.get_by_test_id("roll-for-me")
        if roll.count() and roll.is_visible() and roll.is_enabled():
            self.tap(roll, "roll for me")
            return True
        buttons = prompt.locator(".choices button")
        texts = [b.inner_text().strip() for b in buttons.all()]

        def press(key, what=None):
            i = texts.index(self.w[key])
            self.tap(buttons.nth(i), what or key)

        if self.w.get("ma.choice.round_end_anyway") in texts:
            press("ma.choice.round_end_anyway")  # the player meant it: the round ends
            return True
        if self.w["ma.choice.turn_done"] in texts:
            if self.turns >= 2:
                press("ma.choice.round_end")
                return True
            if self.acted < 2 and self.player_shot():
                return True
            press("ma.choice.turn_done")
            self.turns += 1
            self.acted = 0
            return True
        if self.w["ma.choice.first_player"] in texts and self.w["ma.choice.first_martian"] in texts:
            press("ma.choice.first_player")
            return False  # round 2 begins
        if self.w["ma.answer.no"] in texts and self.w["ma.answer.yes"] in texts:
            asked = prompt.locator(".prompt-msg").inner_text()
            if self.reinforcements and asked.startswith(self.w["ma.prompt.reinforcements"][:12]):
                self.reinforcements -= 1
                press("ma.answer.yes", "reinforcements: yes")
                return True
            press("ma.answer.no")
            return True
        primary = [i for i, b in enumerate(buttons.all()) if "primary" in (b.get_attribute("class") or "")]
        i = primary[0] if primary else 0
        self.tap(buttons.nth(i), texts[i])
        return True


def real2(a, b):
    (ca, ra), (cb, rb) = (ord(a[0]) - 64, int(a[1:])), (ord(b[0]) - 64, int(b[1:]))
    return (ca - cb) ** 2 + (ra - rb) ** 2


def place_all(page, full=False):
    for profile, square in (HUMANS_FULL if full else HUMANS) + MARTIANS:
        page.locator(f".pal[data-profile={profile}]").click()
        before = int(page.locator(".table-screen").get_attribute("data-step"))
        page.locator(f".ma-mat rect[data-square={square}]").click()
        expect(page.locator(".table-screen")).not_to_have_attribute("data-step", str(before))
    page.get_by_test_id("ma-add").click()  # done adding
    if full:
        page.get_by_test_id("ma-objectives").click()  # the objective mode: a tap puts a marker
        for square in OBJECTIVES_FULL:
            before = int(page.locator(".table-screen").get_attribute("data-step"))
            page.locator(f".ma-mat rect[data-square={square}]").click()
            expect(page.locator(".table-screen")).not_to_have_attribute("data-step", str(before))
        page.get_by_test_id("ma-objectives").click()


def play(browser, url, seed, words, shots=None, full=False):
    page = browser.new_page(viewport={"width": 1180, "height": 820}, locale="en-GB")
    rnd = play_round(page, url, seed, words, shots, full)
    page.close()
    return rnd


def play_round(page, url, seed, words, shots=None, full=False):
    """The scripted round on `page` (tests/browser/test_ma_taps.py runs it too); `full`:
    objectives, BRAVE and one reinforcement on."""
    page.goto(url + "index.html?lang=en")
    page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=90_000)
    page.get_by_test_id("new-ma").click()
    page.fill("#seed", str(seed))
    page.click("#start-game")
    expect(page.locator(".table-screen")).to_be_visible()
    place_all(page, full)
    before = int(page.locator(".table-screen").get_attribute("data-step"))
    page.get_by_test_id("choice-0").click()  # start the battle (not counted)
    expect(page.locator(".table-screen")).not_to_have_attribute("data-step", str(before))
    rnd = Round(page, words, reinforcements=1 if full else 0)
    n = 0
    while rnd.answer():
        n += 1
        if shots:
            page.screenshot(path=str(Path(shots) / f"seed{seed}-{n:03d}.png"))
    expect(page.locator(".ma-turn")).to_contain_text(re.compile(r"Round 2"))
    return rnd


def build(root, out):
    subprocess.run([sys.executable, str(Path(root) / "scripts" / "build_site.py"), str(out)], check=True,
                   stdout=subprocess.DEVNULL)


def serve(root, directory):
    spec = importlib.util.spec_from_file_location("serve_site", Path(root) / "scripts" / "serve.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    import socket
    import threading
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    server = mod.make_server(directory, "127.0.0.1", port, "/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{port}/"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", default=str(HERE), help="the checkout whose site is built and measured")
    ap.add_argument("--url", help="an already served site (skips the build)")
    ap.add_argument("--seeds", default=SEEDS)
    ap.add_argument("--shots", help="a folder for a screenshot after every answer")
    ap.add_argument("--trace", action="store_true", help="print every tap")
    ap.add_argument("--full", action="store_true", help="objectives (markers), BRAVE and one reinforcement on")
    a = ap.parse_args()
    words = json.loads((Path(a.root) / "web" / "i18n" / "en" / "ma.json").read_text())
    server = None
    with tempfile.TemporaryDirectory() as tmp:
        url = a.url
        if not url:
            build(a.root, Path(tmp) / "site")
            server, url = serve(a.root, Path(tmp) / "site")
        if a.shots:
            os.makedirs(a.shots, exist_ok=True)
        exe = os.environ.get("CHROMIUM_PATH") or ("/usr/bin/chromium" if os.path.exists("/usr/bin/chromium") else None)
        counts = []
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=exe, args=ARGS)
            for seed in a.seeds.split(","):
                rnd = play(browser, url, int(seed), words, a.shots, a.full)
                counts.append(rnd.taps)
                print(f"seed {seed}: {rnd.taps} taps")
                if a.trace:
                    print("   " + " / ".join(rnd.trace))
            browser.close()
        if server:
            server.shutdown()
    mean = sum(counts) / len(counts)
    print(f"mean {mean:.1f} taps a round (min {min(counts)}, max {max(counts)}, {len(counts)} rounds)")
    return 0 if math.isfinite(mean) else 1


if __name__ == "__main__":
    sys.exit(main())
