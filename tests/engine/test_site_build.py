"""The deployable site: local runtime only, a complete and unique precache list, the same
game list on both sides of the bridge, the frozen engines served apart and never precached,
and a standard library trimmed to what the app's Python imports (checked under Node)."""

import hashlib
import json
import os
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
from localsite import wait_for_the_build  # noqa: E402  (tests/, on the path by its conftest)
from solobots.core import legacy, registry  # noqa: E402


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """The site `make test` built (SITE_DIR: the files the Pages workflow deploys), else one
    built here. Read only."""
    wait_for_the_build()
    given = os.environ.get("SITE_DIR")
    if given:
        return Path(given).resolve()
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.skip("node_modules missing (make test installs it)")
    out = tmp_path_factory.mktemp("b") / "site"
    build_site.build(out)
    return out


def offline_lists(site):
    """The service worker's CORE, LATER and OTHERS lists: [url, size, hash] each."""
    text = (site / "sw.js").read_text("utf-8")
    return {name: json.loads(re.search(rf"const {name} = (\[.*?\]);\n", text, re.S).group(1))
            for name in ("CORE", "LATER", "OTHERS")}


def precached(site, name="CORE"):
    return [e[0] for e in offline_lists(site)[name]]


def test_every_file_is_in_one_offline_list_once(built):
    lists = offline_lists(built)
    urls = [e[0] for entries in lists.values() for e in entries]
    assert len(urls) == len(set(urls))
    files = {"./" + str(p.relative_to(built)) for p in built.rglob("*") if p.is_file()} - {"./sw.js"}
    assert files - set(urls) == set()
    for name in build_python.PYODIDE_FILES:
        assert f"./web/vendor/pyodide/{name}" in precached(built)
    # the frozen engines and Pyodide's lock file (the app hands Pyodide its info) are cached
    # only when fetched, never with a first visit's core
    others = precached(built, "OTHERS")
    assert "./web/vendor/pyodide/pyodide-lock.json" in others
    assert {f for f in files if f.startswith("./py/frozen/")} <= set(others)
    assert '"abi_version"' in (built / "web" / "vendor" / "pyodide" / "boot.mjs").read_text("utf-8")
    for url, size, digest, *lang in (e for entries in lists.values() for e in entries):
        if url != "./":
            assert (built / url[2:]).stat().st_size == size, url
        assert digest
        # a catalog names its language (the worker caches the player's with CORE)
        assert lang == ([url.split("/")[3].removesuffix(".json")] if url.startswith("./web/i18n/") else []), url


def test_the_charts_and_the_qr_code_wait_for_a_later_visit(built):
    """A first visit caches what a game needs; uPlot, the QR code and the screens that use
    them are in LATER only, and no module of CORE holds their code."""
    later = precached(built, "LATER")
    assert any("uPlot" in u for u in later) and any("qrcode" in u for u in later)
    for url in precached(built):
        if url.endswith(".js"):
            text = (built / url[2:]).read_text("utf-8")
            assert "uPlot" not in url and "qrcode" not in url, url
            assert "Kazuhiko Arase" not in text and "uplot" not in text.lower(), url


def test_the_page_is_bundled_and_its_inline_script_allowed_by_hash(built):
    import base64
    import hashlib
    page = (built / "index.html").read_text("utf-8")
    assert not (built / "web" / "js").exists() and not (built / "web" / "css").exists()
    entry = re.search(r'<script type="module" src="\./(web/app/app-[\w-]+\.js)"></script>', page).group(1)
    assert (built / entry).exists()
    for href in re.findall(r'<link rel="modulepreload" href="\./([^"]+)">', page):
        assert (built / href).exists(), href
    inline = re.findall(r"<script>(.*?)</script>", page, re.S)
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page).group(1)
    assert inline and "'unsafe-inline'" not in csp.split("script-src")[1].split(";")[0]
    for script in inline:
        digest = base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode()
        assert f"'sha256-{digest}'" in csp
    # the home screen is in the page, in every language (one of them in place), before any module runs
    for lang in build_site.LANGS:
        assert f'<div data-pre lang="{lang}"><h1 class="home-title">' in page
    assert page.count('<ul class="game-list">') - page.count("<template") == 1


def test_version_changes_with_content(built, tmp_path):
    first = json.loads((built / "version.json").read_text())["version"]
    other = tmp_path / "again"
    build_site.build(other)
    assert json.loads((other / "version.json").read_text())["version"] == first
    with open(other / "index.html", "a", encoding="utf-8") as page:
        page.write("<!-- changed -->\n")
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
    """The page's list (the build's declared.js) is the engine's: both read games.json, and
    every screen module, style sheet and catalog file a declaration names exists."""
    import games_decl

    declared = games_decl.games()
    module = games_decl.module(declared)
    listed = json.loads(re.search(r"export const GAMES = (\[[^\]]*\]);", module).group(1))
    assert listed == registry.game_ids()
    for game in declared:
        if game.get("screen"):
            assert (ROOT / "web" / "js" / "games" / game["screen"]).is_file(), game["id"]
        if game.get("style"):
            assert (ROOT / "web" / "css" / game["style"]).is_file(), game["id"]
        for name in game.get("catalog_files", []):
            assert (ROOT / "web" / "i18n" / "fr" / f"{name}.json").is_file(), (game["id"], name)


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
