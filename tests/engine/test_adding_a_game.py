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

# The toy: tests/engine/toy_game.py (the engine contract at its smallest) as a game of the
# site, without its "endless" option: a declared game must end, and the fuzzer tries every option.
ENDLESS = '''            {"id": "endless", "type": "bool", "label": msg("toy.endless"), "default": False},\n'''
ENGINE = Path(__file__).with_name("toy_game.py").read_text("utf-8").replace(ENDLESS, "")
WORDS = {"toy.name": "Toy", "toy.tagline": "A race to a number", "toy.target": "Target",
         "toy.endless": "Endless", "toy.notes": "Notes", "toy.rolled": "Rolled {n}",
         "toy.summary": "Total {n}", "toy.over": "The game is over"}


def follow_the_recipe(tmp):
    assert ENDLESS not in ENGINE
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
