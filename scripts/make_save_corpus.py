"""Make the corpus of saved games written by every released build (tests/saves/).

Each released build of the app stored its games in its own way: the build of stop 8 in
localStorage, later builds in IndexedDB, each record holding that build's save (its
engine's actions, checksum, and rules version) and the view it last drew. This script
takes each build's own engines from git (`git archive`, into a temporary folder), plays
games with them to chosen points (a 300 die to acknowledge, a Mars Attacks panic result,
a Terraforming Mars tile to place, a game with undone steps, a long game with its
checkpoint...), and writes each record exactly as that build's front end stored it.
The tests open every one of them with today's app and play one step further, forever:
tests/engine/test_save_corpus.py (the engine) and tests/browser/test_updates.py (the
page, from that build's own storage).

    python3 scripts/make_save_corpus.py            # every build in BUILDS
    python3 scripts/make_save_corpus.py b18        # one build

A release that changes the save or the rules adds its build here (and its records) in
the same commit.
"""

import json
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "saves"

# name -> (commit, where that build kept its games)
BUILDS = {
    "b8": ("36698ec748ef", "localStorage"),
    "b17": ("27acbbe", "indexeddb"),
    "b18": ("fb9eddd", "indexeddb"),
    "b27": ("270ef61", "indexeddb"),  # the first build with save schema 2 (rules state kept)
    # the release before the objective markers and a test's side set afresh (Mars Attacks'
    # rulings 55-56: new option and action, the same rules version, old saves replay as played)
    "b28": ("7db6615", "indexeddb"),
}

# The game each build had on the table when the update came: one whose rules changed since.
CURRENT = {"b8": "tm-tile_to_place", "b17": "ma-panic_result", "b18": "e300-die_to_acknowledge",
           "b27": "kotd-autobot_roll", "b28": "ma-tool_open"}

# Runs inside one build's own engines (its py/ folder first on sys.path): plays random
# legal games until a point's test holds and prints, for each point, the save and view.
PLAYER = r'''
import json, random, sys
sys.path.insert(0, sys.argv[1])
from solobots.core.session import Session
from solobots.core import registry
try:
    from solobots.api import describe
except ImportError:
    describe = None

def is_panic(state):
    instr = state.get("instr") or {}
    key = (instr.get("msg") or {}).get("key", "") if isinstance(instr, dict) else ""
    return "panic" in key and "outcome" in key

POINTS = {
    "kotd": {"opening": lambda s, n: n >= 3, "autobot_roll": lambda s, n: n >= 8 and s.get("phase") == "roll",
             "long": lambda s, n: n >= 50, "over": lambda s, n: bool(s.get("over"))},
    "e300": {"operations": lambda s, n: n >= 6 and s.get("phase") == "persian_op",
             "die_to_acknowledge": lambda s, n: s.get("phase") == "pass_ack",
             "after_the_last_pass": lambda s, n: s.get("phase") in ("persian_supply", "supply") and bool(s.get("passes")),
             "battle": lambda s, n: s.get("phase") == "battle", "long": lambda s, n: n >= 105},
    "tm": {"tile_to_place": lambda s, n: n >= 4 and bool(s.get("pending")),
           "actions": lambda s, n: n >= 10 and s.get("phase") == "action",
           "research": lambda s, n: s.get("phase") == "research" and s.get("gen", 0) >= 2,
           "long": lambda s, n: n >= 110},
    "ma": {"panic_result": lambda s, n: is_panic(s), "martian_turn": lambda s, n: n >= 5 and s.get("phase") == "martian",
           "tool_open": lambda s, n: bool(s.get("tool")), "long": lambda s, n: n >= 102},
    "ma_tools": {"panic_result": lambda s, n: is_panic(s), "tool_form": lambda s, n: n >= 2 and bool(s.get("tool")),
                 "long": lambda s, n: n >= 60},
}

def play(game_id, point, test):
    for attempt in range(400):
        rng = random.Random(f"{game_id}-{point}-{attempt}")
        session = Session(game_id, {}, f"corpus-{point}-{attempt}")
        for n in range(1, 400):
            actions = session.game.legal_actions(session.state)
            if not actions:
                break
            for _ in range(12):
                try:
                    session.act(rng.choice(actions))
                    break
                except Exception:
                    pass
            else:
                break
            if test(session.state, n):
                return session
    return None

out = {}
for game_id in registry.game_ids():
    for point, test in POINTS[game_id].items():
        session = play(game_id, point, test)
        if session is None:
            continue
        entry = {}
        if point == "opening" or point == "actions":
            # A game left with undone steps: the player stands two steps back.
            session.undo(); session.undo()
            entry["undone"] = 2
        save = json.loads(json.dumps(session.to_save()))
        view = describe(session) if describe else dict(session.game.view(session.state), game=game_id,
                                                      seed=session.seed, options=session.options,
                                                      step=session.cursor, steps=len(session.actions),
                                                      can_undo=session.cursor > 0,
                                                      can_redo=session.cursor < len(session.actions),
                                                      log=session.log() if hasattr(session, "log") else [])
        entry.update(save=save, view=json.loads(json.dumps(view)))
        if hasattr(session, "checkpoint") and len(session.actions) >= 100:
            at = len(session.actions) // 100 * 100
            entry["checkpoint"] = json.loads(json.dumps(session.checkpoint(at)))
        out[f"{game_id}-{point}"] = entry
print(json.dumps(out))
'''


def extract(commit):
    """The build's py/ folder, from git, in a temporary directory."""
    tmp = Path(tempfile.mkdtemp(prefix="solobots-build-"))
    data = subprocess.run(["git", "archive", commit, "py"], cwd=ROOT, check=True, capture_output=True).stdout
    with tarfile.open(fileobj=BytesIO(data)) as tar:
        tar.extractall(tmp, filter="data")
    return tmp / "py"


def record_of(name, key, entry, stamp):
    """The record as that build's front end stored it (web/js/app.js of its commit)."""
    save, view = entry["save"], entry["view"]
    status = view.get("status") or {}
    record = {
        "format": "solobots-record", "id": f"{name}-{key}", "game": save["game"],
        "created": stamp, "updated": stamp, "core": save, "view": view, "summary": view.get("summary"),
        "over": bool(status.get("over")), "winner": status.get("winner"), "rev": 3,
    }
    if name != "b8":  # the record screen's fields came with IndexedDB
        record["result"] = view.get("result")
        record["activeMs"] = 754_000
        if record["over"]:
            record["ended"] = stamp
        if "checkpoint" in entry:
            record["checkpoint"] = entry["checkpoint"]
    return record


def make(name):
    commit, storage = BUILDS[name]
    py = extract(commit)
    result = subprocess.run([sys.executable, "-c", PLAYER, str(py)], capture_output=True, text=True, check=False)
    if result.returncode != 0:
        sys.exit(f"{name}: {result.stderr[-3000:]}")
    entries = json.loads(result.stdout)
    folder = OUT / name
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.json"):
        old.unlink()
    manifest = {"build": name, "commit": commit, "storage": storage, "games": {}}
    for index, (key, entry) in enumerate(sorted(entries.items())):
        stamp = f"2026-11-2{2 if name == 'b8' else 3}T1{index % 10}:00:00.000Z"
        record = record_of(name, key, entry, stamp)
        (folder / f"{key}.json").write_text(json.dumps(record, ensure_ascii=False, indent=0) + "\n", "utf-8")
        manifest["games"][key] = {"undone": entry.get("undone", 0), "checkpoint": "checkpoint" in entry,
                                  "engine": record["core"]["engine"], "steps": len(record["core"]["actions"]),
                                  "cursor": record["core"]["cursor"]}
    # The game that build had on the table when it was last closed (its open-game pointer).
    manifest["current"] = f"{name}-{CURRENT[name]}"
    (folder / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", "utf-8")
    print(f"{name}: {len(entries)} games from {commit}")


if __name__ == "__main__":
    for build in sys.argv[1:] or BUILDS:
        make(build)
