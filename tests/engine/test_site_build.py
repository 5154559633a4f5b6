"""The deployable site: local runtime only, a complete and unique precache list, the same
game list on both sides of the bridge, the frozen engines served apart and never precached,
and a standard library trimmed to what the app's Python imports (checked under Node)."""

import hashlib
import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import build_python  # noqa: E402
import build_site  # noqa: E402
from solobots.core import legacy, registry  # noqa: E402


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.skip("node_modules missing (make test installs it)")
    out = tmp_path_factory.mktemp("b") / "site"
    build_site.build(out)
    return out


def precached(site):
    text = (site / "sw.js").read_text("utf-8")
    return json.loads(re.search(r"const FILES = (\[.*?\]);", text, re.S).group(1))


def test_every_file_is_precached_once(built):
    urls = precached(built)
    assert len(urls) == len(set(urls))
    files = {"./" + str(p.relative_to(built)) for p in built.rglob("*") if p.is_file()} - {"./sw.js"}
    on_demand = {f for f in files if build_python.is_on_demand(f[2:])}
    assert on_demand and files - on_demand - set(urls) == set() and not on_demand & set(urls)
    # the app hands Pyodide its lock file's info: the file is for a bare Pyodide boot only
    assert "./web/vendor/pyodide/pyodide-lock.json" in on_demand
    assert '"abi_version"' in (built / "web" / "vendor" / "pyodide" / "boot.mjs").read_text("utf-8")
    for name in build_python.PYODIDE_FILES:
        assert f"./web/vendor/pyodide/{name}" in urls


def test_version_changes_with_content(built, tmp_path):
    first = json.loads((built / "version.json").read_text())["version"]
    other = tmp_path / "again"
    build_site.build(other)
    assert json.loads((other / "version.json").read_text())["version"] == first
    (other / "web" / "css" / "app.css").write_text("/* changed */")
    assert build_site.write_worker(other)[0] != first


def test_interpreter_is_local(built):
    toml = (ROOT / "pyscript.toml").read_text("utf-8")
    path = re.search(r'interpreter\s*=\s*"([^"]+)"', toml).group(1)
    assert path.startswith("./") and (built / path[2:]).exists()


def test_our_files_name_no_other_host():
    ours = [ROOT / "index.html", ROOT / "pyscript.toml", *(ROOT / "web").rglob("*.js"), *(ROOT / "web").rglob("*.css")]
    for path in ours:
        if "vendor" in path.parts:
            continue
        text = path.read_text("utf-8")
        assert not re.search(r"https?://(?!www\.w3\.org/2000/svg)", text), path


def test_engine_zip_holds_every_module(built):
    names = set(zipfile.ZipFile(built / "py" / "solobots.zip").namelist())
    for path in (ROOT / "py" / "solobots").rglob("*.py"):
        assert str(path.relative_to(ROOT / "py")) in names
    assert "solobots/core/archives.json" in names  # the archives' pinned checksums
    assert not any("legacy/" in n or "frozen" in n for n in names)  # today's engines only


def test_frozen_engines_are_served_apart_under_their_checksum_and_never_precached(built):
    index = json.loads((built / "py" / "frozen" / "manifest.json").read_text("utf-8"))
    builds = sorted(set(legacy.FROZEN.values()))
    assert [a["build"] for a in index["archives"]] == builds
    urls = precached(built)
    for entry in index["archives"]:
        assert entry["file"] == legacy.archive_file(entry["build"])
        data = (built / entry["file"]).read_bytes()
        assert hashlib.sha256(data).hexdigest() == entry["sha256"] == legacy.PINS[entry["build"]]["sha256"]
        assert sorted(map(tuple, entry["replays"])) == sorted(k for k, b in legacy.FROZEN.items() if b == entry["build"])
        assert "./" + entry["file"] not in urls
    assert sorted(p.name for p in (built / "py" / "frozen").iterdir()) == sorted(
        ["manifest.json", *(Path(a["file"]).name for a in index["archives"])])


def check_python(site):
    return subprocess.run(["node", str(ROOT / "scripts" / "check_python.mjs"), str(site)],
                          capture_output=True, text=True, timeout=600, check=False)


def test_every_engine_module_imports_from_the_trimmed_standard_library(built):
    full = zipfile.ZipFile(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip")
    trimmed = zipfile.ZipFile(built / "web" / "vendor" / "pyodide" / "python_stdlib.zip")
    assert set(trimmed.namelist()) < set(full.namelist())
    assert (built / "web" / "vendor" / "pyodide" / "python_stdlib.zip").stat().st_size < 1_200_000
    result = check_python(built)
    assert result.returncode == 0, result.stdout + result.stderr
    assert json.loads(result.stdout.splitlines()[-1])["failed"] == []


def test_a_module_missing_from_the_trimmed_standard_library_is_named(built, tmp_path):
    """The check above can fail: the same site without hashlib (which the engines import)."""
    site = tmp_path / "site"
    shutil.copytree(built / "py", site / "py")
    shutil.copytree(built / "web" / "vendor" / "pyodide", site / "web" / "vendor" / "pyodide",
                    ignore=shutil.ignore_patterns("snapshot-*"))
    stdlib = site / "web" / "vendor" / "pyodide" / "python_stdlib.zip"
    with zipfile.ZipFile(built / "web" / "vendor" / "pyodide" / "python_stdlib.zip") as src, \
            zipfile.ZipFile(stdlib, "w") as out:
        for info in src.infolist():
            if info.filename != "hashlib.py":
                out.writestr(info, src.read(info.filename))
    result = check_python(site)
    assert result.returncode == 1
    assert "hashlib" in result.stdout


def test_front_end_offers_the_registered_games():
    text = (ROOT / "web" / "js" / "games" / "registry.js").read_text("utf-8")
    listed = json.loads(re.search(r"export const GAMES = (\[[^\]]*\]);", text).group(1).replace("'", '"'))
    assert sorted(listed) == sorted(registry.game_ids())


def test_pyscript_chunks_the_app_never_loads_are_not_shipped(built):
    shipped = {p.name for p in (built / "web" / "vendor" / "pyscript").iterdir()}
    assert "core.js" in shipped and any(n.startswith("core-") for n in shipped)
    for unused in ("py-editor", "py-terminal", "py-game", "codemirror", "xterm", "donkey", "zip-", "deprecations"):
        assert not any(n.startswith(unused) for n in shipped), unused


def test_the_boot_module_names_the_snapshot_built_beside_it(built):
    pyodide = built / "web" / "vendor" / "pyodide"
    name = re.search(r'const SNAPSHOT = "([^"]+)"', (pyodide / "boot.mjs").read_text("utf-8")).group(1)
    assert (pyodide / name).stat().st_size > 1_000_000
    assert f"./web/vendor/pyodide/{name}" in precached(built)
    # The snapshot is precached for offline use but left out of the version digest.
    assert build_python.is_snapshot(f"web/vendor/pyodide/{name}")
