"""The long-game part of the benchmark: King of Tokyo: Duel games of many actions resumed
from the browser's storage (tap, undo, resume, memory), and the page's long tasks."""

from browser import fresh_browser, visit
from solobots.api import describe
from solobots.core.session import CHECKPOINT_EVERY, Session

LONG_TASKS = """(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration));
  }).observe({ type: 'longtask', buffered: true });
})()"""


def long_tasks_run(p, site_dir):
    """The page's long tasks (over 50 ms) during a warm boot and a dozen taps: the line a
    player feels, measured here on an idle machine rather than judged by a test."""
    with fresh_browser(p, site_dir) as (site, ctx):
        ctx.add_init_script(LONG_TASKS)
        page, _, _ = visit(ctx, site.url, 1)
        page.reload()
        page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=180_000)
        page.get_by_test_id("new-kotd").click()
        page.locator("#opt-first-autobot").check(force=True)
        page.click("#start-game")
        for _ in range(12):
            page.wait_for_selector(".table-screen:not([inert])")
            before = page.locator(".table-screen").get_attribute("data-step")
            page.locator("[data-testid=roll-for-me], [data-testid=numbers-confirm], [data-testid=choice-0]").first.click()
            page.wait_for_function("(b) => document.querySelector('.table-screen').dataset.step !== b", arg=before)
        return page.evaluate("window.__longTasks")


# ---------- long games ----------
def long_game(actions, seed="bench"):
    """A KotD game of `actions` actions, kept alive by the player's corrections, ending on
    an Autobot roll so the next tap is a bot step."""
    s = Session("kotd", {"first": "autobot", "player_monster": "the_king", "autobot_monster": "meka_dragon"}, seed)
    while True:
        view = describe(s)
        prompt = view["prompt"]
        if len(s.actions) >= actions and prompt["kind"] == "dice" and prompt["action"]["type"] == "roll":
            return s
        if prompt["kind"] == "choice" and prompt["choices"][0]["action"]["type"] == "end_turn":
            board = view["board"]
            fixes = [("player_life", board["player"]["max"]), ("fame", 0), ("destruction", 0), ("autobot_cubes", 0),
                     ("autobot_life", board["autobot"]["max"])]
            current = {"player_life": board["player"]["life"], "fame": board["fame"], "destruction": board["destruction"],
                       "autobot_cubes": board["autobot"]["cubes"], "autobot_life": board["autobot"]["life"]}
            fix = next(((c, v) for c, v in fixes if current[c] != v), None)
            if fix:
                s.act({"type": "set", "counter": fix[0], "value": fix[1]})
            else:
                s.act({"type": "end_turn"})
        elif prompt["kind"] == "dice":
            s.act({**prompt["action"], "faces": None})
        elif prompt["kind"] == "numbers":
            s.act({**prompt["action"], "values": {f["id"]: f["value"] for f in prompt["fields"]}})
        elif prompt["kind"] == "choice":
            s.act(prompt["choices"][0]["action"])
        else:
            raise RuntimeError("the benchmark game ended; change its seed")


def record_of(session, rid):
    view = describe(session)
    record = {"format": "solobots-record", "id": rid, "game": "kotd", "created": "2026-01-01T00:00:00Z",
              "updated": "2026-01-01T00:00:00Z", "core": session.to_save(), "view": view,
              "summary": view["summary"], "over": False, "winner": None}
    at = len(session.actions) // CHECKPOINT_EVERY * CHECKPOINT_EVERY
    if at:
        record["checkpoint"] = session.checkpoint(at)
    return record


TAPS_JS = """
async (rounds) => {
  const screen = () => document.querySelector('.table-screen');
  const changed = (before) => new Promise((resolve) => {
    const t0 = performance.now();
    const look = () => {
      // the new step with its picture (the table's tracks) drawn
      const picture = document.getElementById('picture');
      if (screen() && screen().dataset.step !== before && picture && picture.firstChild) resolve(performance.now() - t0);
      else requestAnimationFrame(look);
    };
    look();
  });
  const saved = () => new Promise((resolve) => {
    const look = () => {
      const el = document.getElementById('save-state');
      if (el && el.dataset.state === 'saved') resolve(performance.now());
      else setTimeout(look, 1);
    };
    look();
  });
  const settled = () => new Promise((resolve) => {
    const look = () => (document.documentElement.dataset.busy ? setTimeout(look, 5) : resolve());
    look();
  });
  const tap = [], tapSaved = [], undo = [];
  for (let i = 0; i < rounds; i++) {
    await settled();
    let before = screen().dataset.step;
    let t0 = performance.now();
    document.querySelector('[data-testid=roll-for-me]').click();
    tap.push(await changed(before));
    tapSaved.push((await saved()) - t0);
    await settled();
    before = screen().dataset.step;
    document.getElementById('undo').click();
    undo.push(await changed(before));
    await saved();
  }
  return { tap, tapSaved, undo };
}
"""


def long_game_run(p, site_dir, actions, rounds):
    session = long_game(actions)
    record = record_of(session, f"bench{actions}")
    with fresh_browser(p, site_dir) as (site, ctx):
        page, _, _ = visit(ctx, site.url, 1)
        page.evaluate("""async (r) => {
          await window.solobots.store.saveRecord(r);
          await window.solobots.store.setCurrent(r.id);
        }""", record)
        page.reload()
        page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=180_000)
        page.wait_for_selector("[data-testid=roll-for-me]:not([disabled])", timeout=180_000)
        resume = page.evaluate("""async (r) => {
          const times = [];
          for (let i = 0; i < 5; i++) {
            const t0 = performance.now();
            const res = await window.solobots.call('load', JSON.stringify(r.core), JSON.stringify(r.checkpoint || null));
            if (!res.ok) throw new Error(JSON.stringify(res.error));
            times.push(performance.now() - t0);
          }
          return times;
        }""", record)
        page.reload()  # the page and the engine agree again
        page.wait_for_selector("[data-testid=roll-for-me]:not([disabled])", timeout=180_000)
        steps = int(page.locator(".table-screen").get_attribute("data-step"))
        # The same taps without the second copy of the game (mirror.js), to show what it costs.
        page.evaluate("window.solobots.mirror.pause(true)")
        bare = page.evaluate(TAPS_JS, rounds)
        page.evaluate("window.solobots.mirror.pause(false)")
        taps = page.evaluate(TAPS_JS, rounds)
        memory = page.evaluate("window.solobots.memory()")["wasm_bytes"]
    return {"actions": steps, "resume": resume, "wasm_bytes": memory, **taps,
            "tapNoCopy": bare["tap"], "tapSavedNoCopy": bare["tapSaved"]}


def new_game_memory(p, site_dir, rounds):
    """The interpreter's memory in a new game after the same number of taps."""
    with fresh_browser(p, site_dir) as (site, ctx):
        page, _, _ = visit(ctx, site.url, 1)
        page.get_by_test_id("new-kotd").click()
        page.locator("#opt-first-autobot").check(force=True)
        page.click("#start-game")
        page.wait_for_selector("[data-testid=roll-for-me]:not([disabled])", timeout=180_000)
        page.evaluate(TAPS_JS, rounds)
        return page.evaluate("window.solobots.memory()")["wasm_bytes"]


def games_section(games, fresh_memory, long_tasks, rounds):
    """BENCHMARKS.md's long-game and long-task sections."""
    from report import med, ms
    sizes = list(games)
    base, top = games[sizes[0]], games[sizes[-1]]
    lines = [
        "## A long game",
        "",
        f"King of Tokyo: Duel games resumed from the browser's storage; median of {rounds} taps (\"roll for me\": "
        "tap to new screen drawn, and to the browser confirming the save) and undos, 5 resumes (the engine loading "
        "the save and its checkpoint); the interpreter's wasm memory after the taps.",
        "",
        "| actions | tap → screen | tap → saved | undo → screen | resume | wasm memory |",
        "|---|---|---|---|---|---|",
    ]
    for n in sizes:
        g = games[n]
        lines.append(f"| {g['actions']} | {ms(med(g['tap']))} | {ms(med(g['tapSaved']))} | {ms(med(g['undo']))} | "
                     f"{ms(med(g['resume']))} | {g['wasm_bytes'] / 2**20:.0f} MiB |")
    lines += [
        f"| new game | – | – | – | – | {fresh_memory / 2**20:.0f} MiB |",
        "",
        f"At {top['actions']} actions against {base['actions']}: tap ×{med(top['tap']) / med(base['tap']):.2f}, "
        f"undo ×{med(top['undo']) / med(base['undo']):.2f}; wasm memory ×{top['wasm_bytes'] / fresh_memory:.2f} "
        "a new game's.",
        "",
        "### The second copy of each game",
        "",
        "The same taps with the game's second copy outside IndexedDB paused (`mirror.js`), then written after "
        "every save as the app does.",
        "",
        "| actions | tap → screen, no copy | with the copy | tap → saved, no copy | with the copy |",
        "|---|---|---|---|---|",
        *[f"| {games[n]['actions']} | {ms(med(games[n]['tapNoCopy']))} | {ms(med(games[n]['tap']))} | "
          f"{ms(med(games[n]['tapSavedNoCopy']))} | {ms(med(games[n]['tapSaved']))} |" for n in sizes],
        "",
        f"At {top['actions']} actions the copy costs a tap ×{med(top['tap']) / med(top['tapNoCopy']):.2f} to the new "
        f"screen and ×{med(top['tapSaved']) / med(top['tapSavedNoCopy']):.2f} to \"saved\".",
        "",
        "## Long tasks on the page",
        "",
        "A warm visit, a new game and a dozen taps, 3 runs: the page's tasks over 50 ms (the line a player "
        "feels). The browser suite does not judge this line (it depends on the machine's load); it checks that "
        "Python runs in its worker and that the page never freezes (no task over 500 ms).",
        "",
        f"Tasks over 50 ms per run: {[len(r) for r in long_tasks]}; the longest: "
        f"{max((max(r) for r in long_tasks if r), default=0)} ms.",
        "",
    ]
    return lines
