"""Count the taps the player's own bookkeeping takes, on the same scripted rounds, with the
app as it was (--mode before: steppers and city edits) and as it is (--mode after: the
player's roll, the move gesture, the counted preparation, the proposed supply).

python3 scripts/taps_player.py SITE_DIR --mode before|after [--size 820x1180] [--lang fr]

SITE_DIR is a built site (scripts/build_site.py). Each scripted round is played by the
page's own buttons; a tap is one click on a button, a face, a city or a number; quick
taps on one stepper count one each. At the end of each round the table is checked
against what the usual rules give, so both modes reach the same table.
"""

import argparse
import json
import sys
from pathlib import Path

from playwright.sync_api import expect, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from localsite import CHROMIUM_ARGS, RunningSite, chromium_path  # noqa: E402

# King of Tokyo: Duel. Autobot starts (so the player's turns roll six dice); its turns are
# rolled by the app. The player's physical dice at the end of each of their turns:
KOTD_OPTIONS = {"first": "autobot", "player_monster": "the_king", "autobot_monster": "meka_dragon",
                "difficulty": "normal"}
KOTD_ROLLS = [
    ["smash", "smash", "smash", "heart", "fame", "energy"],
    ["destruction", "destruction", "destruction", "destruction", "smash", "heart"],
    ["fame", "fame", "fame", "smash", "smash", "power"],
    ["heart", "heart", "smash", "energy", "energy", "destruction"],
]


class Counter:
    def __init__(self, page):
        self.page = page
        self.n = 0

    def tap(self, target):
        loc = self.page.locator(target) if isinstance(target, str) else target
        loc.click()
        self.n += 1


def step_of(page):
    return int(page.locator(".table-screen").get_attribute("data-step"))


def wait_step_change(page, before):
    expect(page.locator(".table-screen")).not_to_have_attribute("data-step", str(before), timeout=20_000)


def settle(page):
    """Let gathered stepper taps reach the engine (the page sends them after 600 ms)."""
    page.wait_for_timeout(900)
    page.wait_for_function("() => !document.documentElement.dataset.busy || document.documentElement.dataset.busy === '0'")


def kotd_numbers(page):
    return {
        "player_life": int(page.get_by_test_id("player-life").inner_text()),
        "autobot_life": int(page.get_by_test_id("bot-life").inner_text()),
        "fame": int(page.locator(".track-wrap[data-track=fame]").get_attribute("data-pos")),
        "destruction": int(page.locator(".track-wrap[data-track=destruction]").get_attribute("data-pos")),
    }


def kotd_expected(now, faces, player_max=15):
    """The usual rules for the player's dice, as the player works them out at the table."""
    out = dict(now)
    out["autobot_life"] = max(0, now["autobot_life"] - faces.count("smash"))
    out["player_life"] = min(player_max, now["player_life"] + faces.count("heart"))
    for token in ("fame", "destruction"):
        n = faces.count(token)
        if n >= 3:
            out[token] = max(-7, now[token] - (n - 2))
    return out


def kotd_autobot_turn(page, c):
    """Autobot's turn with the app's dice: the quick answers, counted apart."""
    for _ in range(20):
        if page.locator(".turn-line").get_attribute("data-turn") == "player" or page.locator("#game-over").count():
            return
        before = step_of(page)
        for tid in ("roll-for-me", "numbers-confirm", "choice-0"):
            b = page.locator("#prompt").get_by_test_id(tid)
            if b.count() and b.is_enabled():
                c.tap(b)
                break
        else:
            raise AssertionError("no answer on Autobot's turn")
        wait_step_change(page, before)
    raise AssertionError("Autobot's turn did not end")


def kotd_player_turn_before(page, c, faces):
    now = kotd_numbers(page)
    want = kotd_expected(now, faces)
    for counter in ("autobot_life", "player_life", "fame", "destruction"):
        delta = want[counter] - now[counter]
        for _ in range(abs(delta)):
            c.tap(page.get_by_test_id(f"{counter}-{'plus' if delta > 0 else 'minus'}"))
        if delta:
            settle(page)  # a careful player: each counter saved before the next one
    assert kotd_numbers(page) == want, (kotd_numbers(page), want)
    before = step_of(page)
    c.tap(page.locator("#prompt").get_by_test_id("choice-0"))  # "End my turn"
    wait_step_change(page, before)
    return want


def kotd_player_turn_after(page, c, faces):
    now = kotd_numbers(page)
    want = kotd_expected(now, faces)
    for face in faces:
        c.tap(page.locator(f"#prompt .roll-faces [data-face='{face}']"))
    before = step_of(page)
    c.tap(page.locator("#prompt").get_by_test_id("dice-confirm"))
    wait_step_change(page, before)
    assert kotd_numbers(page) == want, (kotd_numbers(page), want)
    before = step_of(page)
    c.tap(page.locator("#prompt").get_by_test_id("choice-0"))  # "End my turn"
    wait_step_change(page, before)
    return want


def kotd(page, url, mode, lang):
    page.goto(f"{url}index.html?lang={lang}")
    page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=60_000)
    page.get_by_test_id("new-kotd").click()
    for field, value in KOTD_OPTIONS.items():
        page.locator(f"#opt-{field}-{value}").check(force=True)
    page.fill("#seed", "taps")
    page.click("#start-game")
    page.wait_for_selector(".table-screen")
    rows = []
    for faces in KOTD_ROLLS:
        bot = Counter(page)
        kotd_autobot_turn(page, bot)
        if page.locator("#game-over").count():
            break
        mine = Counter(page)
        (kotd_player_turn_before if mode == "before" else kotd_player_turn_after)(page, mine, faces)
        rows.append({"roll": faces, "autobot_turn_taps": bot.n, "player_turn_taps": mine.n})
    return rows


# 300: Earth & Water. Campaign 3: PERS.IA prepares; you place 2 armies in Athenai and draw
# 4 cards; PERS.IA's die is entered as a 1 (it passes and discards); your operation moves
# 1 army from Korinthos to Thebai by road, then your next one 1 fleet carrying 1 army from
# Sparta to Eretria by sea.
E300_MOVES = [("Korinthos", "Thebai", 1, 0), ("Sparta", "Eretria", 1, 1)]


def e300_units(page, city):
    page.wait_for_timeout(300)  # the picture is redrawn in the frame after the step
    g = page.locator(f".e300-map [data-city={city}]")
    out = {}
    for key in ("greece-armies", "greece-fleets"):
        el = g.locator(f"[data-count={key}]")
        out[key] = int(el.text_content()) if el.count() else 0
    return out


def e300_edit(page, c, city, changes):
    """Before: open the city's editor, − / + each count, Done."""
    c.tap(page.locator(f".e300-map [data-city={city}]"))
    for counter, delta in changes.items():
        for _ in range(abs(delta)):
            c.tap(page.get_by_test_id(f"{city}-greece-{counter}-{'plus' if delta > 0 else 'minus'}"))
    before = step_of(page)
    c.tap(page.get_by_test_id("e300-editor-close"))
    wait_step_change(page, before)


def e300_move_before(page, c, origin, dest, armies, fleets):
    out = {"armies": -armies}
    if fleets:
        out["fleets"] = -fleets
    e300_edit(page, c, origin, out)
    e300_edit(page, c, dest, {k: -v for k, v in out.items()})


def e300_move_after(page, c, origin, dest, armies, fleets):
    c.tap(page.locator(f".e300-map [data-city={origin}]"))
    c.tap(page.locator(f".e300-map [data-city={dest}]"))
    if armies:
        c.tap(page.get_by_test_id(f"move-armies-{armies}"))
    if fleets and page.get_by_test_id("move-fleets").get_attribute("data-value") != str(fleets):
        c.tap(page.get_by_test_id(f"move-fleets-{fleets}"))
    before = step_of(page)
    c.tap(page.get_by_test_id("move-confirm"))
    wait_step_change(page, before)


def e300_answer(page, c, tid):
    before = step_of(page)
    c.tap(page.locator("#prompt").get_by_test_id(tid))
    wait_step_change(page, before)


def e300(page, url, mode, lang):
    page.goto(f"{url}index.html?lang={lang}")
    page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=60_000)
    page.get_by_test_id("new-e300").click()
    page.fill("#seed", "taps")
    page.click("#start-game")
    page.wait_for_selector(".table-screen")
    rows = []
    c = Counter(page)
    e300_answer(page, c, "choice-0")  # PERS.IA prepares
    prep = Counter(page)
    e300_edit(page, prep, "Athenai", {"armies": 2})
    if mode == "before":
        for _ in range(4):
            prep.tap(page.get_by_test_id("hand-greece-plus"))
        settle(page)
        e300_answer(page, prep, "choice-0")  # Preparation done
    else:
        # the prompt proposes the cards the talents left pay for: 6 - 2 armies = 4
        e300_answer(page, prep, "numbers-confirm")
    hand = page.get_by_test_id("hand-greece").inner_text()
    rows.append({"what": "your preparation: 2 armies in Athenai, 4 cards", "taps": prep.n, "hand": hand})
    for origin, dest, armies, fleets in E300_MOVES:
        before = step_of(page)
        page.locator("#prompt .face-buttons [data-face='1']").click()  # PERS.IA's die: 1, it passes
        wait_step_change(page, before)
        was = {origin: e300_units(page, origin), dest: e300_units(page, dest)}
        move = Counter(page)
        (e300_move_before if mode == "before" else e300_move_after)(page, move, origin, dest, armies, fleets)
        now = {origin: e300_units(page, origin), dest: e300_units(page, dest)}
        assert now[origin]["greece-armies"] == was[origin]["greece-armies"] - armies, (was, now)
        assert now[dest]["greece-armies"] == was[dest]["greece-armies"] + armies, now
        assert now[dest]["greece-fleets"] == was[dest]["greece-fleets"] + fleets, now
        aboard = f" and {fleets} fleet(s)" if fleets else ""
        rows.append({"what": f"move {armies} army(ies){aboard} {origin} -> {dest}", "taps": move.n})
        e300_answer(page, Counter(page), "choice-0")  # Operation done
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("site")
    ap.add_argument("--mode", choices=("before", "after"), required=True)
    ap.add_argument("--size", default="820x1180")
    ap.add_argument("--lang", default="fr")
    ap.add_argument("--games", default="kotd,e300")
    a = ap.parse_args()
    w, h = (int(x) for x in a.size.split("x"))
    site = RunningSite(a.site)
    report = {"mode": a.mode, "size": a.size, "lang": a.lang}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            for game in a.games.split(","):
                page = browser.new_page(viewport={"width": w, "height": h}, locale=f"{a.lang}-FR")
                report[game] = (kotd if game == "kotd" else e300)(page, site.url, a.mode, a.lang)
                page.close()
            browser.close()
    finally:
        site.stop()
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
