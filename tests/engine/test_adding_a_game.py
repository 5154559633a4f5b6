"""docs/adding-a-game.md's recipe, followed with a toy game and nothing else: a copy of the
engines and catalogs, the toy's module, its one entry in games.json and its words in every
language; the game is then offered, plays to its end, fuzzes, and reaches the front end's
declarations and the catalogs the build writes."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import games_decl  # noqa: E402
import i18n_build  # noqa: E402

# The toy: a race of one die to a total, by the engine contract (docs/engine-contract.md).
ENGINE = '''"""A race of one die to a total: the toy docs/adding-a-game.md adds."""
from solobots.core import step
from solobots.core.errors import RuleError
from solobots.core.messages import msg, rule
from solobots.core.rng import Rng, seed_state

GAME_ID = "toy"
ENGINE_VERSION = 1


def options_schema():
    return [{"id": "target", "type": "number", "label": msg("toy.target"), "min": 1, "max": 30, "default": 10}]


def setup(options, seed):
    target = options.get("target", 10)
    if isinstance(target, bool) or not isinstance(target, int) or not 1 <= target <= 30:
        raise RuleError("error.out_of_range", field="target", min=1, max=30, value=str(target))
    s = step.new_state(GAME_ID, options, seed, seed_state(seed))
    s.update(total=0, target=target)
    return s


def apply(state, action):
    s = step.begin(state)
    if s["total"] >= s["target"]:
        raise RuleError("toy.over")
    if action.get("type") != "roll":
        raise RuleError("error.bad_choice", field="type")
    faces = action.get("faces")
    if faces is None:
        value = Rng(s).below(6) + 1
    elif isinstance(faces, list) and len(faces) == 1 and faces[0] in range(1, 7) and not isinstance(faces[0], bool):
        value = faces[0]
    else:
        raise RuleError("error.bad_choice", field="faces")
    s["total"] += value
    step.log(s, msg("toy.rolled", n=value), kind="dice", rule=rule("toy.race"))
    return s


def view(state):
    over = state["total"] >= state["target"]
    return {
        "instruction": None,
        "prompt": {"kind": "none"} if over else {"kind": "dice", "set": "d6", "count": 1,
                                                   "faces": [1, 2, 3, 4, 5, 6], "action": {"type": "roll"}},
        "board": None, "dice": None, "controls": [],
        "status": {"over": over, "winner": "player" if over else None, "reason": None},
        "summary": msg("toy.summary", n=state["total"]),
    }


def legal_actions(state):
    if state["total"] >= state["target"]:
        return []
    return [{"type": "roll", "faces": None}, {"type": "roll", "faces": [6]}]
'''
WORDS = {"toy.name": "Toy", "toy.tagline": "A race to a number", "toy.target": "Target",
         "toy.rolled": "Rolled {n}", "toy.summary": "Total {n}", "toy.over": "The game is over",
         "rule.toy.race": "Roll until the total reaches the target."}


def follow_the_recipe(tmp):
    shutil.copytree(ROOT / "py", tmp / "py", ignore=shutil.ignore_patterns("__pycache__", "frozen"))
    shutil.copytree(ROOT / "web" / "i18n", tmp / "i18n")
    # 1. the engine
    package = tmp / "py" / "solobots" / "toy"
    package.mkdir()
    (package / "__init__.py").write_text('"""A toy game, added by docs/adding-a-game.md."""\n')
    (package / "game.py").write_text(ENGINE, "utf-8")
    # 2. the declaration
    path = tmp / "py" / "solobots" / "games.json"
    declared = json.loads(path.read_text("utf-8"))
    declared["games"].append({"id": "toy", "engine": "solobots.toy.game", "catalog": "toy",
                              "catalog_files": ["toy"], "controls": "side", "fuzz_games": 3})
    path.write_text(json.dumps(declared), "utf-8")
    # 3. its words, in every language
    for lang in i18n_build.LANG_NAMES:
        (tmp / "i18n" / lang / "toy.json").write_text(json.dumps(WORDS), "utf-8")
    return path


PLAY = """
import json, sys
from solobots.api import Api  # the copy's, before scripts/fuzz.py puts the repository's py/ first
sys.path.insert(0, sys.argv[1])
import fuzz
api = Api()
games = json.loads(api.games())
assert [g["id"] for g in games["games"]][-1] == "toy", games
res = json.loads(api.start("toy", json.dumps({"target": 3}), "recipe"))
assert res["ok"], res
steps = 0
while not res["view"]["status"]["over"]:
    res = json.loads(api.act(json.dumps({"type": "roll"}), res["view"]["token"]))
    assert res["ok"], res
    steps += 1
totals = fuzz.run(3, "recipe", only="toy", quiet=True)
print(json.dumps({"steps": steps, "fuzzed": totals["toy"][0]}))
"""


def test_a_game_added_by_the_recipe_alone_is_offered_plays_and_reaches_the_page(tmp_path):
    declaration = follow_the_recipe(tmp_path)
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "py")}
    out = subprocess.run([sys.executable, "-c", PLAY, str(ROOT / "scripts")], env=env,
                         capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    played = json.loads(out.stdout.strip().splitlines()[-1])
    assert played["steps"] >= 1 and played["fuzzed"] == 3

    declared = games_decl.games(declaration)
    module = games_decl.module(declared)
    assert '"toy"' in module.split("export const GAMES")[1].split("\n")[0]
    assert '"toy": "toy"' in module and '"toy": "side"' in module
    assert games_decl.catalogs(declared)["toy"] == ["toy"]
    # every language still ships, and each has the toy's words
    assert i18n_build.shipped(tmp_path / "i18n") == list(i18n_build.LANG_NAMES)
    for lang in i18n_build.LANG_NAMES:
        merged, origin = i18n_build.catalog(lang, list(i18n_build.LANG_NAMES), tmp_path / "i18n")
        assert merged["toy.name"] == "Toy" and origin["toy.name"] == "toy"
