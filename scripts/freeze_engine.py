"""Freeze the engines of a released build into an archive, py/frozen/<name>.zip, so that
saves written by it replay exactly under the rules they were played with.

A save is the setup plus the actions; replaying them under other rules would give another
game. When a change bumps a game's ENGINE_VERSION, the engine of the previous version is
frozen first, and `py/solobots/core/legacy.py` (FROZEN) learns which archive replays which
(game, version). See docs/engine-contract.md, "Saves", and docs/runtime.md.

    python3 scripts/freeze_engine.py COMMIT NAME [GAME ...]
    python3 scripts/freeze_engine.py 36698ec b8          # the games whose version changed since
    python3 scripts/freeze_engine.py 7db6615 b28 kotd e300 tm
    python3 scripts/freeze_engine.py --check             # every archive rebuilt from its commit

What an archive holds: the import closure, at that commit, of the frozen games' engine
modules (the game packages and the parts of core/ they import; core's registry and session,
which no engine imports, stay out), the JSON data files of the packages it reaches, and a
manifest (build, commit, games with their module and version, every file's sha256). The
files are the build's own, untouched but for a header line; they sit under a package of
their own (`solobots_<name>`) and import each other relatively, so an archive shares
nothing with today's code and keeps working whatever today's code becomes. An import that
names `solobots` absolutely would reach today's package: freezing refuses it.

The archive is reproducible (fixed dates, sorted names): the same commit gives the same
bytes. Its sha256 is pinned in py/solobots/core/archives.json, which the engine checks
before it loads an archive.
"""

import ast
import hashlib
import io
import json
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
FROZEN_DIR = ROOT / "py" / "frozen"
PINS = ROOT / "py" / "solobots" / "core" / "archives.json"
SOURCE = "py/solobots"
ZIP_TIME = (2020, 1, 1, 0, 0, 0)
FORMAT = 1


def git(*args):
    return subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True).stdout


class Tree:
    """py/solobots as it stood at one commit."""

    def __init__(self, commit):
        self.commit = git("rev-parse", commit).decode().strip()
        names = git("ls-tree", "-r", "--name-only", self.commit, SOURCE).decode().splitlines()
        self.files = {PurePosixPath(n).relative_to(SOURCE).as_posix() for n in names}

    def read(self, rel):
        return git("show", f"{self.commit}:{SOURCE}/{rel}")

    def module_file(self, dotted):
        base = dotted.replace(".", "/")
        for rel in (f"{base}/__init__.py", f"{base}.py"):
            if rel in self.files:
                return rel
        return None

    def games(self):
        """{game id: engine module (relative to the package)} from that build's registry."""
        tree = ast.parse(self.read("core/registry.py"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "GAMES" for t in node.targets):
                games = ast.literal_eval(node.value)
                return {gid: mod.removeprefix("solobots.") for gid, mod in games.items()}
        sys.exit(f"no GAMES in core/registry.py at {self.commit[:12]}")

    def closure(self, roots):
        """The files of every module `roots` import, directly or not, with their packages'
        __init__ files and the JSON data of every package reached."""
        seen, todo = set(), list(roots)
        while todo:
            dotted = todo.pop()
            rel = self.module_file(dotted)
            if rel is None or rel in seen:
                continue
            seen.add(rel)
            parts = dotted.split(".")
            todo += [".".join(parts[:i]) for i in range(1, len(parts))]
            package = parts if rel.endswith("__init__.py") else parts[:-1]
            for node in ast.walk(ast.parse(self.read(rel))):
                if isinstance(node, ast.ImportFrom) and node.level:
                    base = package[: len(package) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                    todo += [target, *(f"{target}.{a.name}" if target else a.name for a in node.names)]
                elif isinstance(node, ast.ImportFrom | ast.Import):
                    names = [node.module] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
                    if any(n == "solobots" or n.startswith("solobots.") for n in names):
                        sys.exit(f"{rel} imports {names} absolutely: an archive must not reach today's package")
        folders = {PurePosixPath(rel).parent for rel in seen}
        data = {f for f in self.files if f.endswith(".json") and PurePosixPath(f).parent in folders}
        return sorted(seen | data)


def archive_files(tree, name, games):
    """{path in the archive: bytes} for the given games' engines."""
    package = f"solobots_{name}"
    modules = tree.games()
    files = {}
    for rel in tree.closure([modules[g] for g in games]):
        data = tree.read(rel)
        if rel.endswith(".py"):
            data = f"# Frozen from {tree.commit[:12]}:{SOURCE}/{rel} (scripts/freeze_engine.py): do not edit.\n".encode() + data
        files[f"{package}/{rel}"] = data
    files[f"{package}/__init__.py"] = (
        f'"""The engines of build {tree.commit[:12]} ({", ".join(games)}), frozen to replay its saves."""\n').encode()
    return package, files


def versions(package, files, games, modules):
    """Each game's ENGINE_VERSION, read by importing the frozen files in a clean interpreter
    (isolated: no path to today's package), which also proves the archive self-contained."""
    with tempfile.TemporaryDirectory() as tmp:
        for rel, data in files.items():
            (Path(tmp) / rel).parent.mkdir(parents=True, exist_ok=True)
            (Path(tmp) / rel).write_bytes(data)
        code = ("import importlib, json, sys; sys.path.insert(0, sys.argv[1]); "
                "print(json.dumps({g: importlib.import_module(m).ENGINE_VERSION for g, m in json.loads(sys.argv[2]).items()}))")
        wanted = {g: f"{package}.{modules[g]}" for g in games}
        out = subprocess.run([sys.executable, "-I", "-c", code, tmp, json.dumps(wanted)], check=True,
                             capture_output=True, text=True, cwd=tmp).stdout
    return json.loads(out)


def make(commit, name, games=None):
    """The archive's bytes and its manifest."""
    tree = Tree(commit)
    modules = tree.games()
    if not games:
        games = changed_games(tree, name, modules)
    unknown = sorted(set(games) - set(modules))
    if unknown:
        sys.exit(f"no game {unknown} at {tree.commit[:12]} (it has {sorted(modules)})")
    games = sorted(games)
    package, files = archive_files(tree, name, games)
    found = versions(package, files, games, modules)
    manifest = {
        "format": FORMAT, "build": name, "commit": tree.commit, "package": package,
        "games": {g: {"module": modules[g], "version": found[g]} for g in games},
        "files": {rel: hashlib.sha256(data).hexdigest() for rel, data in sorted(files.items())},
    }
    files["manifest.json"] = (json.dumps(manifest, indent=1, sort_keys=True) + "\n").encode()
    return pack(files), manifest


def changed_games(tree, name, modules):
    """The games whose ENGINE_VERSION at that commit is not today's."""
    sys.path.insert(0, str(ROOT / "py"))
    from solobots.core import registry

    package, files = archive_files(tree, name, sorted(modules))
    then = versions(package, files, sorted(modules), modules)
    games = [g for g, v in then.items() if g in registry.GAMES and v != registry.get(g).ENGINE_VERSION]
    if not games:
        sys.exit(f"every game at {tree.commit[:12]} has today's rules: name the games to freeze")
    return games


def pack(files):
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as zf:
        for rel in sorted(files):
            info = zipfile.ZipInfo(rel, ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, files[rel], compresslevel=9)
    return out.getvalue()


def read_pins():
    return json.loads(PINS.read_text("utf-8")) if PINS.exists() else {}


def freeze(commit, name, games=None):
    data, manifest = make(commit, name, games)
    FROZEN_DIR.mkdir(parents=True, exist_ok=True)
    (FROZEN_DIR / f"{name}.zip").write_bytes(data)
    pins = read_pins()
    pins[name] = {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data), "commit": manifest["commit"],
                  "package": manifest["package"], "games": manifest["games"]}
    PINS.write_text(json.dumps(pins, indent=1, sort_keys=True) + "\n", "utf-8")
    games = ", ".join(f"{g} {v['version']}" for g, v in manifest["games"].items())
    print(f"froze {games} of {manifest['commit'][:12]} into {(FROZEN_DIR / f'{name}.zip').relative_to(ROOT)}"
          f" ({len(data):,} bytes, {len(manifest['files'])} files)")


def check():
    """Every pinned archive is the one its commit gives, byte for byte."""
    bad = []
    for name, pin in sorted(read_pins().items()):
        data, _ = make(pin["commit"], name, sorted(pin["games"]))
        same = hashlib.sha256(data).hexdigest() == pin["sha256"] == hashlib.sha256(
            (FROZEN_DIR / f"{name}.zip").read_bytes()).hexdigest()
        print(f"{name}: {'same bytes' if same else 'DIFFERS'}")
        bad += [] if same else [name]
    return not bad


if __name__ == "__main__":
    if sys.argv[1:] == ["--check"]:
        sys.exit(0 if check() else 1)
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    freeze(sys.argv[1], sys.argv[2], sys.argv[3:])
