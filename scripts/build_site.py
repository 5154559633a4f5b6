"""Build the deployable site into _site/ (or the folder given as argv[1]).

Copies the front end, zips the engine package, vendors the PyScript and Pyodide
runtimes from node_modules (never committed), merges the message catalogs into one file
per language, and writes the service worker with the exact precache list and a version
that changes whenever any deployed byte changes.
"""

import hashlib
import json
import shutil
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]
LANGS = ["fr", "en"]
ZIP_TIME = (2020, 1, 1, 0, 0, 0)  # fixed, so the zip (and the site version) only change with content


def copy_tree(src, dst, skip=()):
    for path in sorted(src.rglob("*")):
        rel = path.relative_to(src)
        if path.is_dir() or any(part in skip for part in rel.parts) or path.suffix == ".pyc":
            continue
        target = dst / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)


def zip_engine(out):
    pkg = ROOT / "py" / "solobots"
    out.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in sorted(pkg.rglob("*")):
            if path.is_file() and path.suffix in (".py", ".json"):
                info = zipfile.ZipInfo(str(path.relative_to(ROOT / "py")), ZIP_TIME)
                info.compress_type = zipfile.ZIP_DEFLATED
                zf.writestr(info, path.read_bytes())


def vendor(site):
    nm = ROOT / "node_modules"
    if not (nm / "pyodide" / "pyodide.mjs").exists():
        sys.exit("node_modules is missing: run `npm ci` first (make does it)")
    dest = site / "web" / "vendor" / "pyodide"
    dest.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copyfile(nm / "pyodide" / name, dest / name)
    dest = site / "web" / "vendor" / "pyscript"
    dest.mkdir(parents=True, exist_ok=True)
    for path in (nm / "@pyscript" / "core" / "dist").iterdir():
        if path.suffix in (".js", ".css"):
            shutil.copyfile(path, dest / path.name)


def merge_catalogs(site):
    for lang in LANGS:
        merged = {}
        for path in sorted((ROOT / "web" / "i18n" / lang).glob("*.json")):
            for key, value in json.loads(path.read_text("utf-8")).items():
                if key in merged:
                    sys.exit(f"catalog key {key} defined twice ({lang})")
                merged[key] = value
        out = site / "web" / "i18n" / f"{lang}.json"
        out.write_text(json.dumps(merged, ensure_ascii=False, sort_keys=True), "utf-8")


def write_worker(site):
    files = sorted(
        str(p.relative_to(site)).replace("\\", "/")
        for p in site.rglob("*")
        if p.is_file() and p.name not in ("sw.js",)
    )
    assert len(files) == len(set(files)), "duplicate precache URL: Cache.addAll would fail silently"
    digest = hashlib.sha256()
    for rel in files:
        digest.update(rel.encode())
        digest.update((site / rel).read_bytes())
    version = digest.hexdigest()[:12]
    (site / "version.json").write_text(json.dumps({"version": version}), "utf-8")
    files.append("version.json")
    template = (ROOT / "web" / "sw.template.js").read_text("utf-8")
    urls = ["./"] + ["./" + f for f in files if f != "index.html"] + ["./index.html"]
    worker = template.replace("__VERSION__", version).replace("__FILES__", json.dumps(urls, indent=1))
    (site / "sw.js").write_text(worker, "utf-8")
    return version, len(urls)


def build(site):
    if site.exists():
        shutil.rmtree(site)
    site.mkdir(parents=True)
    shutil.copyfile(ROOT / "index.html", site / "index.html")
    shutil.copyfile(ROOT / "pyscript.toml", site / "pyscript.toml")
    (site / ".nojekyll").write_text("")
    copy_tree(ROOT / "web", site / "web", skip=("i18n", "vendor"))
    (site / "web" / "sw.template.js").unlink()
    (site / "py").mkdir()
    shutil.copyfile(ROOT / "py" / "glue.py", site / "py" / "glue.py")
    zip_engine(site / "py" / "solobots.zip")
    (site / "web" / "i18n").mkdir(parents=True, exist_ok=True)
    merge_catalogs(site)
    vendor(site)
    return write_worker(site)


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "_site"
    version, count = build(out.resolve())
    print(f"built {out} version {version} ({count} files precached)")
