"""Build the deployable site into _site/ (or the folder given as argv[1]).

Copies the front end, vendors the PyScript runtime from node_modules (never committed),
merges the message catalogs into one file per language, has scripts/build_python.py make
the Python side (the engine zip, the frozen engines' archives under py/frozen/, Pyodide with
its trimmed standard library, the boot module and the memory snapshot made under Node),
bundles the front end (bundle_front.py: esbuild) and writes the page
(site_page.py: the home screen painted before any module arrives), and writes the
service worker with the offline cache's lists and a version that changes whenever any
deployed byte changes (the snapshot aside: it is not byte-identical between builds, and
everything it is made from is already hashed).

`--dev` keeps the front end's sources unbundled (web/js, web/css, as in the repository):
for debugging with `make serve DEV=1`; what is tested and deployed is the bundled site.
"""

import hashlib
import json
import os
import re
import shutil
import sys
import tomllib
from pathlib import Path

import build_python
import bundle_front
import games_decl
import i18n_build
import site_page
from build_python import is_snapshot

ROOT = Path(__file__).resolve().parent.parent
# The languages that ship: each one whose catalog folder is complete (i18n_build.shipped).
LANGS = i18n_build.shipped()
# The chunks of @pyscript/core's dist/ beside its core that the app loads; see pyscript_files.
PYSCRIPT_CHUNKS = ("error", "toml")
# Small libraries from npm, vendored like the runtime: package -> [(file in the package, name in the site)].
VENDORED_NPM = {
    "idb": [("build/index.js", "idb.js"), ("LICENSE", "LICENSE.txt")],
    # The record's charts (MIT); loaded only when the record screen opens.
    "uplot": [("dist/uPlot.esm.js", "uPlot.esm.js"), ("dist/uPlot.min.css", "uPlot.min.css"), ("LICENSE", "LICENSE.txt")],
    # "Share this game" draws its QR code with it (MIT; the licence is in the file's header).
    "qrcode-generator": [("dist/qrcode.mjs", "qrcode.mjs")],
}
# Files the offline cache takes only when first fetched (or asked for): the frozen engines of
# older releases (py/frozen/..., fetched when a save of their rules opens; a later visit with
# saves caches them at idle), licences, Pyodide's lock file (the boot module hands Pyodide its
# info: only a bare Pyodide boot of the same files, the benchmark's baseline, reads it).
# A first visit never requests them.
ON_DEMAND = re.compile(r"(^|/)frozen/|LICENSE\.txt$|^\.nojekyll$|(^|/)pyodide-lock\.json$")


def copy_tree(src, dst, skip=()):
    for path in sorted(src.rglob("*")):
        rel = path.relative_to(src)
        if path.is_dir() or any(part in skip for part in rel.parts) or path.suffix == ".pyc":
            continue
        target = dst / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)


def vendor(site):
    nm = ROOT / "node_modules"
    if not (nm / "@pyscript" / "core" / "dist" / "core.js").exists():
        sys.exit("node_modules is missing: run `npm ci` first (make does it)")
    dest = site / "web" / "vendor" / "pyscript"
    dest.mkdir(parents=True, exist_ok=True)
    for name in pyscript_files(nm / "@pyscript" / "core" / "dist"):
        shutil.copyfile(nm / "@pyscript" / "core" / "dist" / name, dest / name)
    for package, files in VENDORED_NPM.items():
        dest = site / "web" / "vendor" / package
        dest.mkdir(parents=True, exist_ok=True)
        for src, name in files:
            shutil.copyfile(nm / package / src, dest / name)


def pyscript_files(dist):
    """PyScript's files the app loads (measured in the browser: boot, play, offline): the
    core, its main chunk, and the chunks the core imports that the app reaches (the error
    notice and the small TOML reader). The editor, terminal, game, codemirror, xterm and
    zip chunks never load (the page's <py-config> turns their plugins off), so they are
    neither shipped nor precached."""
    mains = sorted(p.name for p in dist.glob("core-*.js"))
    names = {"core.js", *mains}
    for main in mains:
        text = (dist / main).read_text("utf-8")
        chunk = "|".join(PYSCRIPT_CHUNKS)
        names.update(re.findall(rf'import\("\./((?:{chunk})-[\w-]+\.js)"\)', text))
    return sorted(names)


def write_engine_config(site):
    """pyscript.toml, as the object the engine's worker is started with (web/js/engine.js):
    a worker made from JavaScript reads neither the page's config nor its interpreter key."""
    config = tomllib.loads((ROOT / "pyscript.toml").read_text("utf-8"))
    (site / "web" / "engine-config.json").write_text(json.dumps(config, sort_keys=True), "utf-8")


# The catalog each game's screens load, by source file in web/i18n/<lang>/ (each game's
# declaration in py/solobots/games.json names them); rule texts are found by their keys
# (rule.<namespace>.*). A <game>-legacy file keeps the words that only games saved by
# earlier versions still show (their log, or the instruction they were saved on): the
# rules that said them are frozen in py/frozen/.
GAME_CATALOGS = games_decl.catalogs(games_decl.games())


def merge_catalogs(site):
    """Per language: web/i18n/<lang>.json holds the app's own words, each game's name,
    tagline and saved-game summary (the first screen) and the language picker's names;
    web/i18n/<lang>/<game>.json holds everything a game's screens say, its rules' texts
    included (Terraforming Mars: its cards' printed names, made by i18n_build). With
    SOLOBOTS_PSEUDO=1 (the tests) the pseudo-language is made too."""
    pseudo = [i18n_build.PSEUDO] if os.environ.get("SOLOBOTS_PSEUDO") == "1" else []
    write_catalogs(site, LANGS + pseudo)


def write_catalogs(site, langs):
    """The catalogs of `langs` as merge_catalogs writes them (tests/conftest.py adds the
    pseudo-language to a copy of a site built for players)."""
    game_files = {f for files in GAME_CATALOGS.values() for f in files}
    for lang in langs:
        try:
            merged, origin = i18n_build.catalog(lang, LANGS)
        except ValueError as err:
            sys.exit(str(err))
        first = {k: v for k, v in merged.items() if origin[k] not in game_files
                 or (k.split(".")[1:2] in (["name"], ["tagline"], ["summary"]) and not k.startswith("rule."))}
        write_json(site / "web" / "i18n" / f"{lang}.json", first)
        for game, files in GAME_CATALOGS.items():
            spaces = {k.split(".")[0] for k in merged if origin[k] in files and not k.startswith("rule.")}
            words = {k: v for k, v in merged.items()
                     if origin[k] in files or (k.startswith("rule.") and k.split(".")[1] in spaces)}
            write_json(site / "web" / "i18n" / lang / f"{game}.json", words)


def write_json(path, data):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False, sort_keys=True), "utf-8")


def file_hash(site, rel):
    """A file's identity in the offline cache: its content, or for the snapshot its name
    (which carries the hash of everything it is made from; its bytes differ between builds)."""
    if is_snapshot(rel):
        return rel.rsplit("/", 1)[-1]
    return hashlib.sha256((site / rel).read_bytes()).hexdigest()[:16]


def language_of(path):
    """[lang] for a catalog of one language (web/i18n/<lang>.json, web/i18n/<lang>/...):
    the worker caches the player's language with the rest of CORE, the others later."""
    m = re.match(r"web/i18n/([a-z]{2}|[a-z]{2}-[a-z]+)(?:\.json|/)", path)
    return [m.group(1)] if m else []


def offline_lists(site, files, bundle):
    """The service worker's lists: CORE (every file a game needs, cached on install), LATER
    (what only the record, a shared game and the QR code need) and OTHERS (cached when first
    fetched: the frozen engines of older releases, licences)."""
    later = set(bundle["later"]) if bundle else set()
    later |= {f for f in files if f.startswith("web/vendor/uplot/")}
    others = {f for f in files if ON_DEMAND.search(f)}
    entry = lambda f: ["./" + f, (site / f).stat().st_size, file_hash(site, f), *language_of(f)]  # noqa: E731
    core = [entry(f) for f in files if f not in later and f not in others and f != "index.html"]
    page = entry("index.html")
    core = [["./", page[1], page[2]], *core, page]
    return core, [entry(f) for f in sorted(later - others)], [entry(f) for f in sorted(others)]


def write_worker(site, bundle=None):
    files = sorted(
        str(p.relative_to(site)).replace("\\", "/")
        for p in site.rglob("*")
        if p.is_file() and str(p.relative_to(site)) not in ("sw.js", "version.json")
    )
    assert len(files) == len(set(files)), "duplicate precache URL: Cache.addAll would fail silently"
    digest = hashlib.sha256()
    for rel in files:
        if is_snapshot(rel):
            continue  # not byte-identical between builds; its inputs are hashed (boot.mjs names it)
        digest.update(rel.encode())
        digest.update((site / rel).read_bytes())
    version = digest.hexdigest()[:12]
    (site / "version.json").write_text(json.dumps({"version": version}), "utf-8")
    files.append("version.json")
    core, later, others = offline_lists(site, sorted(files), bundle)
    urls = [e[0] for e in core + later + others]
    assert len(urls) == len(set(urls)), "a file in two of the offline cache's lists"
    template = (ROOT / "web" / "sw.template.js").read_text("utf-8")
    worker = template.replace("__VERSION__", version)
    for name, entries in (("__CORE__", core), ("__LATER__", later), ("__OTHERS__", others)):
        worker = worker.replace(name, json.dumps(entries, indent=0))
    (site / "sw.js").write_text(worker, "utf-8")
    return version, len(core)


def module_graph(entry):
    """Every module the page imports statically from `entry` (web/js/...), in load order."""
    seen, order, todo = set(), [], [entry]
    while todo:
        path = todo.pop(0)
        if path in seen or not path.exists():
            continue
        seen.add(path)
        order.append(path)
        text = path.read_text("utf-8")
        for spec in re.findall(r'^\s*(?:import|export)\b[^;]*?\bfrom\s+"(\.{1,2}/[^"]+)"', text, re.M):
            todo.append((path.parent / spec).resolve())
    return order


def page_source():
    """index.html with the declared games' style sheets linked."""
    return games_decl.with_style_links((ROOT / "index.html").read_text("utf-8"), games_decl.games())


def write_index_dev(site):
    """The unbundled site's index.html (`--dev`) with a modulepreload link for every module the app imports at start, so a
    slow network fetches them side by side instead of one import level after another."""
    html = page_source()
    modules = module_graph((site / "web" / "js" / "app.js").resolve())
    links = "".join(f'  <link rel="modulepreload" href="./{m.relative_to(site.resolve()).as_posix()}">\n' for m in modules[1:])
    marker = '  <script type="module" src="./web/js/app.js"></script>\n'
    assert marker in html, "index.html no longer loads web/js/app.js as expected"
    (site / "index.html").write_text(html.replace(marker, marker + links), "utf-8")


def stylesheets():
    """The sheets index.html links, in order (the first, the app's own, is inlined when bundled)."""
    return re.findall(r'<link rel="stylesheet" href="\./(web/css/[^"]+)">', page_source())


def game_ids():
    return [g["id"] for g in games_decl.games()]


def bundle_site(site):
    sheets = stylesheets()
    bundle = bundle_front.bundle(site, sheets[0], sheets[1:])
    bundle["pyscript"] = ["web/vendor/pyscript/" + n for n in pyscript_files(site / "web" / "vendor" / "pyscript")
                          if n.startswith("core")]
    site_page.write_index(site, page_source(), bundle, LANGS, game_ids())
    return bundle


def build(site, snapshot=True, dev=False):
    if site.exists():
        shutil.rmtree(site)
    site.mkdir(parents=True)
    shutil.copyfile(ROOT / "pyscript.toml", site / "pyscript.toml")
    (site / ".nojekyll").write_text("")
    copy_tree(ROOT / "web", site / "web", skip=("i18n", "vendor", "boot"))
    (site / "web" / "sw.template.js").unlink()
    (site / "web" / "js" / "games" / "declared.js").write_text(games_decl.module(games_decl.games()), "utf-8")
    (site / "web" / "i18n").mkdir(parents=True, exist_ok=True)
    merge_catalogs(site)
    write_engine_config(site)
    vendor(site)
    if dev:
        write_index_dev(site)
        bundle = None
    else:
        bundle = bundle_site(site)
    build_python.build(site, snapshot)
    return write_worker(site, bundle)


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--dev"]
    out = Path(args[0]) if args else ROOT / "_site"
    version, count = build(out.resolve(), dev="--dev" in sys.argv)
    print(f"built {out} version {version} ({count} files in the offline cache's core)")
