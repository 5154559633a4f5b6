"""What the app's Python imports from the standard library, found inside Pyodide itself
(its own CPython and its own python_stdlib.zip), and the trimmed standard library made from
it. Run by scripts/trim_stdlib.mjs and scripts/check_python.mjs under Node, never by CPython
(the standard library it reads is Pyodide's, in a newer Python than the tests').

What is kept: every standard module loaded once the app's Python has been exercised
(Pyodide's own start-up, PyScript's worker modules as far as they import outside a browser,
every engine module, the worker, every frozen engine's archive installed and imported),
plus every module imported by the app's sources (the engines, the worker, PyScript's
Python package, the frozen engines; imports inside functions included), plus, through the
standard library, everything those import at the top of their modules. Imports inside
the standard library's own functions are not followed: they reach pdb, unittest, email and
the like, and where they run (a warning, a traceback) they are guarded or already loaded.
"""

import ast
import importlib
import io
import json
import os
import re
import sys
import zipfile
from pathlib import Path

# An import line of Python inside a JavaScript bundle (PyScript's bootstrap snippets).
SNIPPET_IMPORT = re.compile(r"(?:^|[\n;\"'`])\s*(?:from\s+([\w.]+)\s+import\b|import\s+([\w.]+))")


def stdlib_zip():
    return next(p for p in sys.path if p.endswith(".zip"))


def modules_in(folder):
    """Dotted names of the modules under `folder` (a folder on sys.path)."""
    out = []
    for dirpath, _, files in os.walk(folder):
        for name in sorted(files):
            if name.endswith(".py"):
                rel = os.path.relpath(os.path.join(dirpath, name), os.path.dirname(folder))
                out.append(rel[:-3].replace(os.sep, ".").removesuffix(".__init__"))
    return sorted(out)


def exercise(home, archives):
    """Import every engine module and the worker, and install every archive (its bytes are
    checked as the browser's would be) and import every module in it. Returns what failed,
    and the folders the archives were unpacked into."""
    failed, folders = [], []
    sys.path.insert(0, home)
    for name in [*modules_in(os.path.join(home, "solobots")), "worker"]:
        try:
            importlib.import_module(name)
        except Exception as exc:
            failed.append(f"{name}: {type(exc).__name__}: {exc}")
    for build, path in archives.items():
        try:
            from solobots.core import legacy

            package = legacy.add_archive(build, Path(path).read_bytes())
            folder = next(p for p in sys.path if os.path.isdir(os.path.join(p, package)))
            folders.append(os.path.join(folder, package))
            for name in modules_in(os.path.join(folder, package)):
                importlib.import_module(name)
        except Exception as exc:
            failed.append(f"archive {build}: {type(exc).__name__}: {exc}")
    return failed, folders


class Stdlib:
    def __init__(self, path):
        self.zip = zipfile.ZipFile(path)
        self.index = {}
        for name in self.zip.namelist():
            if name.endswith(".py"):
                dotted = name[:-3].replace("/", ".")
                is_pkg = dotted.endswith(".__init__")
                self.index[dotted.removesuffix(".__init__")] = (name, is_pkg)

    def loaded(self, prefix):
        """The standard modules this interpreter has loaded from the zip at `prefix`."""
        return {name for name, module in list(sys.modules.items())
                if (getattr(getattr(module, "__spec__", None), "origin", None) or "").startswith(prefix)
                and name in self.index}

    def closure(self, roots):
        seen, todo = set(), [r for r in roots if r in self.index]
        while todo:
            name = todo.pop()
            if name in seen:
                continue
            seen.add(name)
            file, is_pkg = self.index[name]
            todo += [m for m in parents(name) if m in self.index]
            source = self.zip.read(file).decode("utf-8")
            todo += [m for m in imported(source, name, is_pkg, top_only=True) if m in self.index]
        return seen

    def trimmed(self, keep):
        """A zip of the kept modules (with their packages' folders), compressed."""
        files = {self.index[m][0] for m in keep}
        folders = {f.rsplit("/", 1)[0] + "/" for f in files if "/" in f}
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w") as zf:
            for info in self.zip.infolist():
                if info.filename in files or info.filename in folders:
                    info.compress_type = zipfile.ZIP_DEFLATED
                    zf.writestr(info, self.zip.read(info.filename), compresslevel=9)
        return out.getvalue()


def parents(name):
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def imported(source, name, is_pkg, top_only=False):
    """Every module name an import statement of `source` may load (with its parents)."""
    tree = ast.parse(source)
    found = set()
    for node in tree.body if top_only else ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                package = name.split(".") if is_pkg else name.split(".")[:-1]
                base = package[: len(package) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module
            found.add(target)
            found.update(f"{target}.{a.name}" for a in node.names)
    return {m for n in found for m in [*parents(n), n]}


def sources_imports(paths):
    """The modules the app's own sources import anywhere (top level or in a function), and
    those Python snippets inside JavaScript bundles import."""
    found = set()
    for path in paths:
        files = [os.path.join(d, f) for d, _, fs in os.walk(path) for f in fs] if os.path.isdir(path) else [path]
        for file in files:
            if file.endswith(".py"):
                found |= imported(Path(file).read_text("utf-8"), "app", False)
            elif file.endswith(".js"):
                text = Path(file).read_text("utf-8")
                found |= {m for groups in SNIPPET_IMPORT.findall(text) for n in groups if n for m in [*parents(n), n]}
    return found


def trim(home, archives, sources, out):
    """Exercise the app's Python, then write the trimmed standard library to `out`."""
    failed, folders = exercise(home, archives)
    if failed:
        raise SystemExit("the app's Python does not import:\n" + "\n".join(failed))
    path = stdlib_zip()
    lib = Stdlib(path)
    loaded = lib.loaded(path)
    keep = lib.closure(loaded | sources_imports([*sources, *folders]))
    data = lib.trimmed(keep)
    with open(out, "wb") as f:
        f.write(data)
    return json.dumps({"modules": len(keep), "of": len(lib.index), "loaded": len(loaded), "bytes": len(data)})


def check(home, archives):
    """Every engine module, the worker and every archive import from this interpreter's
    standard library; a module it lacks is named."""
    failed, _ = exercise(home, archives)
    return json.dumps({"failed": failed, "stdlib_modules": len(Stdlib(stdlib_zip()).index)})
