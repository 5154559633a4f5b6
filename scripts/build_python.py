"""The Python side of the site (scripts/build_site.py calls `build`):

- py/worker.py, and py/solobots.zip: today's engines, all a first game needs;
- py/frozen/: the frozen engines of older releases (py/frozen/<build>.zip, made by
  scripts/freeze_engine.py), each named by its checksum, fetched by the page only when a
  save of their rules opens, never in the first visit's offline cache (build_site.ON_DEMAND);
  py/frozen/manifest.json lists them;
- web/vendor/pyodide/: the Pyodide runtime from node_modules, its standard library trimmed
  to what the app imports (scripts/trim_stdlib.mjs), the boot module beside it, and the
  memory snapshot it boots from (scripts/make_snapshot.mjs), made here under Node.
See docs/runtime.md.
"""

import ast
import hashlib
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from solobots.core import legacy  # noqa: E402

# What the app loads of Pyodide. Not pyodide-lock.json (119 KB): the app loads no package, and
# the boot module hands Pyodide the lock file's `info` with no package instead (`lock_info`);
# the file is still copied beside them, on demand only (build_site.ON_DEMAND), for a bare Pyodide boot of the same
# files (the benchmark's baseline).
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
PYODIDE_LOCK = "web/vendor/pyodide/pyodide-lock.json"
FROZEN = ROOT / "py" / "frozen"
ZIP_TIME = (2020, 1, 1, 0, 0, 0)  # fixed, so the zip (and the site version) only change with content


def build(site, snapshot=True):
    (site / "py").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ROOT / "py" / "worker.py", site / "py" / "worker.py")
    zip_engine(site / "py" / "solobots.zip")
    frozen_archives(site)
    vendor_pyodide(site)
    print(node("trim_stdlib.mjs", site))
    snapshot_file = boot_module(site)
    if snapshot:
        make_snapshot(site, snapshot_file)


# Snapshots already made, by what they were made from: make_snapshot.mjs spends a minute in
# zopfli (150 KB less for a first visit than gzip -9), and `make test` builds the same
# engine again (tests/engine/test_site_build.py). A clean clone, as the Pages workflow
# builds, has none; SOLOBOTS_FRESH_SNAPSHOT=1 makes one anyway.
SNAPSHOT_CACHE = ROOT / ".cache" / "snapshots"
SNAPSHOTS_KEPT = 4


def snapshot_inputs(site):
    """A hash of every file make_snapshot.mjs reads or runs: the same hash, a snapshot that
    boots the same (its gzip bytes differ a little between runs, which the site's version
    leaves out)."""
    vendor = site / "web" / "vendor" / "pyodide"
    files = [site / "py" / "solobots.zip", site / "py" / "worker.py",
             *(vendor / name for name in PYODIDE_FILES), *sorted((site / "py" / "frozen").glob("*")),
             *(ROOT / "scripts" / name for name in ("make_snapshot.mjs", "pyodide_node.mjs", "python_imports.py")),
             ROOT / "web" / "js" / "boot" / "snapshot.mjs", ROOT / "package-lock.json"]
    digest = hashlib.sha256()
    for path in files:
        digest.update(str(path.relative_to(site if path.is_relative_to(site) else ROOT)).encode() + b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()[:24]


def make_snapshot(site, out):
    kept = SNAPSHOT_CACHE / f"{snapshot_inputs(site)}.bin.gz"
    if kept.exists() and not os.environ.get("SOLOBOTS_FRESH_SNAPSHOT"):
        shutil.copyfile(kept, out)
        print(f"snapshot: {out.stat().st_size / 1e6:.2f} MB gzipped, made before from the same files ({kept.relative_to(ROOT)})")
        return
    print(node("make_snapshot.mjs", site, out))
    SNAPSHOT_CACHE.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(out, kept)
    for old in sorted(SNAPSHOT_CACHE.glob("*.bin.gz"), key=lambda p: p.stat().st_mtime)[:-SNAPSHOTS_KEPT]:
        old.unlink()


def zip_engine(out):
    pkg = ROOT / "py" / "solobots"
    out.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in sorted(pkg.rglob("*")):
            if path.is_file() and path.suffix in (".py", ".json"):
                info = zipfile.ZipInfo(str(path.relative_to(ROOT / "py")), ZIP_TIME)
                info.compress_type = zipfile.ZIP_DEFLATED
                zf.writestr(info, shipped(path), compresslevel=9)


def shipped(path):
    """A module as the browser runs it: without comments and docstrings, which nothing
    reads there (0.20 -> 0.14 MB deflated); data without indentation. The snapshot's build
    and scripts/check_python.mjs import every module of the zip under the browser's Python,
    so a module this breaks fails the build."""
    text = path.read_text("utf-8")
    if path.suffix == ".json":
        return json.dumps(json.loads(text), ensure_ascii=False, separators=(",", ":"))
    tree = ast.parse(text)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and body \
                and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            node.body = body[1:] or [ast.Pass()]
    return ast.unparse(tree) + "\n"


def frozen_archives(site):
    """Every archive core/legacy.py maps a (game, version) to, under the name the engine asks
    for (its checksum in it), after checking it against its pin; and the list of them."""
    replays = {}
    for (game, version), build in sorted(legacy.FROZEN.items()):
        replays.setdefault(build, []).append([game, version])
    archives = []
    for build, games in sorted(replays.items()):
        data = (FROZEN / f"{build}.zip").read_bytes()
        pin = legacy.PINS[build]
        if hashlib.sha256(data).hexdigest() != pin["sha256"]:
            sys.exit(f"py/frozen/{build}.zip is not the archive pinned in core/archives.json")
        file = legacy.archive_file(build)
        (site / file).parent.mkdir(parents=True, exist_ok=True)
        (site / file).write_bytes(data)
        archives.append({"build": build, "file": file, "sha256": pin["sha256"], "bytes": len(data), "replays": games})
    (site / "py" / "frozen" / "manifest.json").write_text(json.dumps({"archives": archives}, indent=1), "utf-8")


def vendor_pyodide(site):
    nm = ROOT / "node_modules" / "pyodide"
    if not (nm / "pyodide.mjs").exists():
        sys.exit("node_modules is missing: run `npm ci` first (make does it)")
    dest = site / "web" / "vendor" / "pyodide"
    dest.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copyfile(nm / name, dest / name)
    shutil.copyfile(nm / "pyodide-lock.json", site / PYODIDE_LOCK)


def boot_module(site):
    """The boot module beside pyodide.mjs, and the snapshot it reads. The snapshot's name
    carries a hash of the engine and of Pyodide (its trimmed standard library included), so
    a snapshot of another engine (an old cached one) is never booted."""
    dest = site / "web" / "vendor" / "pyodide"
    digest = hashlib.sha256((site / "py" / "solobots.zip").read_bytes())
    for name in PYODIDE_FILES:
        digest.update((dest / name).read_bytes())
    snapshot = f"snapshot-{digest.hexdigest()[:12]}.bin.gz"
    template = (ROOT / "web" / "js" / "boot" / "pyodide-boot.mjs").read_text("utf-8")
    lock = json.dumps({"info": lock_info(), "packages": {}}, sort_keys=True)
    (dest / "boot.mjs").write_text(template.replace("__SNAPSHOT__", snapshot).replace('"__LOCK__"', lock), "utf-8")
    for name in ("memory-idb.mjs", "snapshot.mjs"):
        shutil.copyfile(ROOT / "web" / "js" / "boot" / name, dest / name)
    return dest / snapshot


def lock_info():
    """What Pyodide checks of its lock file (its ABI version) and says of itself."""
    return json.loads((ROOT / "node_modules" / "pyodide" / "pyodide-lock.json").read_text("utf-8"))["info"]


def is_snapshot(rel):
    name = rel.rsplit("/", 1)[-1]
    return name.startswith("snapshot-") and name.endswith(".bin.gz")


def node(script, *args):
    result = subprocess.run(["node", str(ROOT / "scripts" / script), *map(str, args)],
                            capture_output=True, text=True, check=False)
    if result.returncode != 0:
        sys.exit(f"{script} failed:\n" + (result.stderr + result.stdout)[-4000:])
    return result.stdout.strip()
