"""Freeze the engines of a released build into py/solobots/legacy/<name>/, so that saves
written by it replay exactly under the rules they were played with.

A save is the setup plus the actions; replaying them under other rules would give
another game. When a change bumps a game's ENGINE_VERSION, the engine of the previous
version is frozen here first (with the shared core of the same build, which its relative
imports name), and `py/solobots/core/legacy.py` learns which build replays which
(game, version). See docs/engine-contract.md, "Saves".

    python3 scripts/freeze_engine.py COMMIT NAME PACKAGE [PACKAGE ...]
    python3 scripts/freeze_engine.py 36698ec b8 e300 tm ma

The copy is the build's own files, untouched but for a header line in each module
saying where it came from. Frozen code is never edited afterwards, never linted (ruff
excludes py/solobots/legacy) and never imported at start-up.
"""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LEGACY = ROOT / "py" / "solobots" / "legacy"


def files_at(commit, folder):
    out = subprocess.run(["git", "ls-tree", "-r", "--name-only", commit, folder], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    return [line for line in out.splitlines() if line.endswith((".py", ".json"))]


def show(commit, path):
    return subprocess.run(["git", "show", f"{commit}:{path}"], cwd=ROOT, check=True, capture_output=True).stdout


def freeze(commit, name, packages):
    full = subprocess.run(["git", "rev-parse", commit], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    target = LEGACY / name
    for package in ["core", *packages]:
        source = f"py/solobots/{package}"
        for path in files_at(full, source):
            data = show(full, path)
            if path.endswith(".py"):
                data = f"# Frozen from {full[:12]}:{path} (scripts/freeze_engine.py): do not edit.\n".encode() + data
            out = target / package / Path(path).relative_to(source)
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(data)
    (target / "__init__.py").write_text(
        f'"""The engines of build {full[:12]} ({", ".join(packages)}), frozen to replay its saves."""\n', "utf-8")
    print(f"froze {', '.join(packages)} of {full[:12]} into {target.relative_to(ROOT)}")


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    freeze(sys.argv[1], sys.argv[2], sys.argv[3:])
