"""Frozen engines as archives (py/frozen/, scripts/freeze_engine.py, core/legacy.py): each
pinned by its checksum, self-contained, reproducible from its commit, loaded only when a
save of its rules opens, and refused when its bytes are not the pinned ones."""

import ast
import hashlib
import io
import json
import subprocess
import zipfile
from pathlib import Path

import pytest

import freeze_engine
from solobots.api import Api
from solobots.core import legacy, registry
from solobots.core.options import check_options

ROOT = Path(__file__).resolve().parents[2]
FROZEN = ROOT / "py" / "frozen"
B8_SAVE = ROOT / "tests" / "saves" / "b8" / "tm-tile_to_place.json"


def archive(build):
    return zipfile.ZipFile(FROZEN / f"{build}.zip")


def manifest(build):
    return json.loads(archive(build).read("manifest.json"))


def test_every_mapped_version_has_its_archive_and_it_replays_that_version():
    for (game, version), build in legacy.FROZEN.items():
        assert version < registry.get(game).ENGINE_VERSION, (game, version)
        assert legacy.PINS[build]["games"][game]["version"] == version, (game, version, build)
        assert (FROZEN / f"{build}.zip").is_file(), build


def test_every_archive_is_pinned_with_its_checksum_and_manifest():
    assert sorted(p.stem for p in FROZEN.glob("*.zip")) == sorted(legacy.PINS)
    for build, pin in legacy.PINS.items():
        data = (FROZEN / f"{build}.zip").read_bytes()
        assert hashlib.sha256(data).hexdigest() == pin["sha256"] and len(data) == pin["bytes"], build
        m = manifest(build)
        assert (m["build"], m["commit"], m["package"], m["games"]) == (build, pin["commit"], pin["package"], pin["games"])
        names = set(archive(build).namelist()) - {"manifest.json"}
        assert set(m["files"]) == names, build
        for name in names:
            assert hashlib.sha256(archive(build).read(name)).hexdigest() == m["files"][name], name


def test_an_archive_imports_only_itself_and_the_standard_library():
    """Relative imports inside its own package: today's code may change without it."""
    for build, pin in legacy.PINS.items():
        zf = archive(build)
        for name in zf.namelist():
            assert name == "manifest.json" or name.startswith(pin["package"] + "/"), name
            if not name.endswith(".py"):
                continue
            for node in ast.walk(ast.parse(zf.read(name))):
                if (isinstance(node, ast.ImportFrom) and not node.level) or isinstance(node, ast.Import):
                    names = [node.module] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
                    assert not any(n.split(".")[0].startswith("solobots") for n in names), (name, names)


def test_no_frozen_engine_is_kept_as_source():
    assert not (ROOT / "py" / "solobots" / "legacy").exists()
    for folder in ROOT.glob("py/**/legacy"):
        lines = sum(len(p.read_text("utf-8").splitlines()) for p in folder.rglob("*.py"))
        assert lines <= 1000, folder


def commit_known(commit):
    return subprocess.run(["git", "cat-file", "-e", f"{commit}^{{commit}}"], cwd=ROOT, capture_output=True).returncode == 0


@pytest.mark.parametrize("build", sorted(legacy.PINS))
def test_an_archive_is_made_again_byte_for_byte_from_its_commit(build):
    pin = legacy.PINS[build]
    if not commit_known(pin["commit"]):
        pytest.skip(f"commit {pin['commit'][:12]} is not in this clone (a shallow one)")
    data, made = freeze_engine.make(pin["commit"], build, sorted(pin["games"]))
    assert made["games"] == pin["games"]
    assert hashlib.sha256(data).hexdigest() == pin["sha256"]


def test_freezing_keeps_the_import_closure_of_the_games_only():
    """Build 8's archive: the games whose rules changed and the parts of core they import;
    not King of Tokyo (its rules are today's), nor core's registry or session."""
    names = set(archive("b8").namelist())
    assert "solobots_b8/tm/game.py" in names and "solobots_b8/core/errors.py" in names
    assert "solobots_b8/tm/cards.json" in names  # data its modules read beside them
    assert not any(n.startswith("solobots_b8/kotd/") for n in names)
    assert not {"solobots_b8/core/registry.py", "solobots_b8/core/session.py"} & names
    assert sorted(manifest("b8")["games"]) == ["e300", "ma", "ma_tools", "tm"]


@pytest.fixture
def browser_like(monkeypatch):
    """Core as it is in the browser's worker: no archive on disk, none installed yet."""
    monkeypatch.setattr(legacy, "ARCHIVE_DIRS", [])
    monkeypatch.setattr(legacy, "_installed", {})


def test_a_save_of_frozen_rules_asks_for_its_archive_then_opens(browser_like):
    core = json.loads(B8_SAVE.read_text("utf-8"))["core"]
    api = Api()
    answer = json.loads(api.load(json.dumps(core)))
    assert answer == {"ok": False, "error": {"key": "error.needs_archive", "params": {
        "archive": "b8", "file": legacy.archive_file("b8")}}}
    assert legacy.archive_file("b8") == f"py/frozen/b8.{legacy.PINS['b8']['sha256'][:12]}.zip"
    assert api.session is None  # nothing changed
    legacy.add_archive("b8", (FROZEN / "b8.zip").read_bytes())
    answer = json.loads(api.load(json.dumps(core)))
    assert answer["ok"] and answer["migrated"]["from"] == 1


def test_bytes_that_are_not_the_pinned_archive_are_refused(browser_like):
    data = bytearray((FROZEN / "b8.zip").read_bytes())
    data[100] ^= 1
    for build, wrong in [("b8", bytes(data)), ("b8", (FROZEN / "b18.zip").read_bytes()), ("b99", bytes(data))]:
        with pytest.raises(legacy.RuleError) as err:
            legacy.add_archive(build, wrong)
        assert err.value.key == "error.archive_damaged"
    assert legacy._installed == {}


def test_the_worker_hands_over_an_archive_and_says_when_it_is_refused(browser_like, monkeypatch):
    import sys
    import types

    monkeypatch.setitem(sys.modules, "js", types.SimpleNamespace())
    import worker

    assert json.loads(worker.add_archive("b8", b"not a zip")) == {
        "ok": False, "error": {"key": "error.archive_damaged", "params": {"archive": "b8"}}}
    assert json.loads(worker.add_archive("b8", (FROZEN / "b8.zip").read_bytes())) == {"ok": True}
    assert "b8" in legacy._installed


def test_a_save_through_several_frozen_rules_asks_for_each_archive_in_turn(browser_like):
    """A game saved under version 1, carried to 2 by build 18, then saved: its replay needs
    both archives, asked for one after the other, as the page answers them."""
    core = json.loads(B8_SAVE.read_text("utf-8"))["core"]
    carried = dict(core, engine=2, history=[{"engine": 1, "until": core["cursor"]}])
    api = Api()
    asked = []
    for _ in range(3):
        answer = json.loads(api.check(json.dumps(carried)))
        if answer["ok"] or answer["error"]["key"] != "error.needs_archive":
            break
        build = answer["error"]["params"]["archive"]
        asked.append(build)
        legacy.add_archive(build, (FROZEN / f"{build}.zip").read_bytes())
    assert asked == ["b8", "b18"]


def test_an_archive_unpacks_into_a_package_of_its_own():
    with zipfile.ZipFile(io.BytesIO((FROZEN / "b18.zip").read_bytes())) as zf:
        assert {n.split("/")[0] for n in zf.namelist()} == {"manifest.json", "solobots_b18"}


@pytest.mark.parametrize("build", sorted(legacy.PINS))
def test_every_game_of_every_archive_plays_as_its_build_did(build):
    """Also an archive no version is mapped to yet (made ahead of a version bump): each of
    its games sets up and answers an action under its own rules, refusing with today's class."""
    import importlib

    package = legacy._package(build)
    for entry in legacy.PINS[build]["games"].values():
        module = importlib.import_module(f"{package}.{entry['module']}")
        assert entry["version"] == module.ENGINE_VERSION
        frozen = legacy._Frozen(module, importlib.import_module(f"{package}.core.errors").RuleError)
        state = frozen.setup(check_options(frozen.options_schema(), {}), "archive")
        assert frozen.view(state) and isinstance(frozen.legal_actions(state), list)
        with pytest.raises(legacy.RuleError):
            frozen.apply(state, {"type": "no such action"})
