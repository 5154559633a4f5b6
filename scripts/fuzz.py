"""Play random legal games with every bot and fail loudly on anything wrong.

python3 scripts/fuzz.py [--games 1000] [--seed 1] [--game kotd] [--max-steps 4000] [--jobs 2]
python3 scripts/fuzz.py --replay fuzz-failures/kotd-123.json

Each game starts from random options and a random seed, then takes random actions from
the engine's own legal_actions (dice rolled by the engine or entered): most of the time
after a few other actions in a row, an answer to the question the game asks (corrections
of the table alone could go on forever while the game waits on its question). It fails on any
exception, a listed action refused, a state that is not plain JSON, a game left with no
legal action before its end, a game that does not end within --max-steps, or a save that
does not load back to an identical save. A failing game is written to fuzz-failures/ as a
file that reproduces it. Each game's randomness comes from the run's seed and the game's
number alone, so --jobs (processes, one a core by default) plays the very same games.
"""

import argparse
import json
import os
import random
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from solobots.api import Api  # noqa: E402
from solobots.core import registry  # noqa: E402
from solobots.core.errors import RuleError  # noqa: E402
from solobots.core.session import Session  # noqa: E402

FAILURES = ROOT / "fuzz-failures"
# The most actions in a row that answer no question (core/machine.py): random corrections
# (300's map, a counter) must not keep a game from its end, yet come up as often as any
# legal action (Mars Attacks ends only by the VP the player enters).
STRAY = 8


class FuzzFailure(Exception):
    pass


def random_options(game, rnd):
    options = {}
    for field in game.options_schema():
        kind = field["type"]
        if kind == "choice":
            options[field["id"]] = rnd.choice([c["value"] for c in field["choices"]])
        elif kind == "bool":
            options[field["id"]] = rnd.random() < 0.5
        elif kind == "number":
            options[field["id"]] = rnd.randint(field["min"], field["max"])
        elif kind == "text":
            options[field["id"]] = rnd.choice(["", "Scénario test", "<b>x</b>"])
        # "data" fields (structured settings a game edits on its table) keep their default.
    return options


def check_save_roundtrip(session):
    """A save loads back to the same save: replayed, from a checkpoint, and through the
    import path (the JSON API's check, as a file or a shared link takes)."""
    save = json.loads(json.dumps(session.to_save()))
    again = Session.from_save(save).to_save()
    if json.loads(json.dumps(again)) != save:
        raise FuzzFailure("save -> load -> save differs")
    # A checkpoint halfway: one at the last action would hold no log of that step, which a
    # resume reads from the replay after it (a game of one action has no halfway).
    if len(session.actions) > 1:
        at = len(session.actions) // 2
        checkpoint = json.loads(json.dumps(session.checkpoint(at)))
        resumed = Session.from_save(save, checkpoint)
        if resumed.state != session.state or resumed.log() != session.log():
            raise FuzzFailure("a resume from a checkpoint differs")
    imported = json.loads(Api().check(json.dumps(save)))
    if not imported["ok"] or imported["save"]["core"] != save:
        raise FuzzFailure(f"the import path refuses or changes the save: {imported.get('error')}")


def pick(game, state, actions, rnd, strayed):
    """Any legal action, or an answer to the game's question after STRAY actions in a row
    that answered none; returns the action and how many in a row answered none."""
    questions = getattr(game, "QUESTIONS", None)
    if questions is None:
        return rnd.choice(actions), 0
    if strayed >= STRAY:
        # Its answers as legal_actions lists them (with the fix a blocked question waits for).
        answering = questions.answers(state)
        answers = [a for a in actions if a in answering]
        if answers:
            return rnd.choice(answers), 0
    action = rnd.choice(actions)
    return action, 0 if action["type"] in questions.question(state).answers else strayed + 1


def play(game_id, game_seed, max_steps):
    """One random game; returns (steps, record). Raises FuzzFailure with the record."""
    rnd = random.Random(f"{game_id}:{game_seed}")
    game = registry.get(game_id)
    record = {"game": game_id, "fuzz_seed": game_seed, "options": None, "seed": None, "actions": []}
    try:
        record["options"] = options = random_options(game, rnd)
        record["seed"] = seed = str(rnd.randrange(10**9))
        try:
            session = Session(game_id, options, seed)
        except RuleError:
            # Random options may be refused (e.g. the same monster twice): that is the
            # engine doing its job. Play the defaults instead.
            record["options"] = options = {}
            session = Session(game_id, options, seed)
        check_point = rnd.randint(1, max(1, max_steps // 20))
        # A tool (e.g. the dice tools) never ends: play it a while and check the rest.
        endless = getattr(game, "ENDLESS", False)
        limit = max_steps // 10 if endless else max_steps
        strayed = 0
        for step in range(limit):
            state = session.state
            if json.loads(json.dumps(state)) != state:
                raise FuzzFailure("state is not plain JSON")
            actions = game.legal_actions(state)
            over = game.view(state)["status"]["over"]
            if over:
                if actions:
                    raise FuzzFailure("legal actions after the end")
                check_save_roundtrip(session)
                return step, record
            if not actions:
                raise FuzzFailure("no legal action before the end")
            action, strayed = pick(game, state, actions, rnd, strayed)
            record["actions"].append(action)
            try:
                session.act(action)
            except RuleError as err:
                raise FuzzFailure(f"listed action refused: {err.key} {err.params}") from err
            if step == check_point:
                check_save_roundtrip(session)
        if endless:
            check_save_roundtrip(session)
            return limit, record
        raise FuzzFailure(f"no end within {max_steps} steps")
    except FuzzFailure as err:
        record["error"] = str(err)
        raise FuzzFailure(record) from err
    except Exception as err:  # a crash: keep the traceback with the reproducer
        record["error"] = "".join(traceback.format_exception(type(err), err, err.__traceback__))
        raise FuzzFailure(record) from err


def write_failure(record):
    FAILURES.mkdir(exist_ok=True)
    path = FAILURES / f"{record['game']}-{record['fuzz_seed']}.json"
    path.write_text(json.dumps(record, indent=1, ensure_ascii=False), "utf-8")
    return path


def replay(path):
    record = json.loads(Path(path).read_text("utf-8"))
    session = Session(record["game"], record["options"], record["seed"])
    for i, action in enumerate(record["actions"]):
        print(i, json.dumps(action))
        session.act(action)
    print("replayed", len(record["actions"]), "actions; recorded error:", record.get("error"))


def _play_steps(game_id, game_seed, max_steps):
    return play(game_id, game_seed, max_steps)[0]


def run(games, seed, only=None, max_steps=4000, quiet=False, jobs=1):
    """Fuzz every registered game (or `only`); returns {game: (games, steps)}; raises on
    failure (the lowest-numbered failing game where several processes play)."""
    totals = {}
    pool = ProcessPoolExecutor(jobs) if jobs > 1 else None
    try:
        for game_id in [only] if only else registry.game_ids():
            started = time.time()
            if pool:
                # in order, so the failure reported is the one a single process meets first
                n = max(1, games // (jobs * 8))
                steps = sum(pool.map(_play_steps, [game_id] * games, [f"{seed}-{i}" for i in range(games)],
                                     [max_steps] * games, chunksize=n))
            else:
                steps = sum(_play_steps(game_id, f"{seed}-{i}", max_steps) for i in range(games))
            totals[game_id] = (games, steps)
            if not quiet:
                print(f"{game_id}: {games} games, {steps} steps, {time.time() - started:.1f} s", flush=True)
    finally:
        if pool:
            pool.shutdown(cancel_futures=True)
    return totals


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", default="1")
    ap.add_argument("--game")
    ap.add_argument("--max-steps", type=int, default=4000)
    ap.add_argument("--replay")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes (default: one a core)")
    a = ap.parse_args()
    if a.replay:
        replay(a.replay)
        return
    try:
        run(a.games, a.seed, a.game, a.max_steps, jobs=a.jobs)
    except FuzzFailure as failure:
        record = failure.args[0]
        path = write_failure(record)
        print(f"FAILED {record['game']} ({record['error'].splitlines()[-1]}); reproduce: "
              f"python3 scripts/fuzz.py --replay {path}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
