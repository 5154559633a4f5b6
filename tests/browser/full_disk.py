"""A disk of its own for a browser's profile, to fill to the last byte: a tmpfs, which
mounting needs root for (CI and these machines run as root). Elsewhere the tests that
need it are skipped, saying why. SOLOBOTS_FULL_DISK_RUNS says how many times each full-disk
test runs (2 by default; 10 to measure)."""

import os
import subprocess
import tempfile
from pathlib import Path

import pytest

RUNS = int(os.environ.get("SOLOBOTS_FULL_DISK_RUNS", "2"))
DISK = "128m"


def can_mount():
    if os.geteuid() != 0:
        return False
    probe = Path(tempfile.mkdtemp(prefix="solobots-mount-probe-"))
    ok = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(probe)], capture_output=True).returncode == 0
    if ok:
        subprocess.run(["umount", str(probe)], capture_output=True)
    probe.rmdir()
    return ok


def mounted(tmp_path):
    """A tmpfs for the browser's profile (for a fixture to yield from), filled to the last
    byte by the test. Skips, saying why, where mounting is not allowed."""
    if not can_mount():
        pytest.skip("a full disk needs a tmpfs of its own: mounting one needs root (CI and these machines have it)")
    mount = tmp_path / "disk"
    mount.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={DISK}", "tmpfs", str(mount)], check=True)
    yield mount
    subprocess.run(["umount", "-l", str(mount)], capture_output=True)


def fill(mount):
    stat = os.statvfs(mount)
    subprocess.run(["dd", "if=/dev/zero", f"of={mount}/filler", "bs=1M", f"count={stat.f_bavail * stat.f_frsize // 1048576}"],
                   capture_output=True)
    subprocess.run(["dd", "if=/dev/zero", f"of={mount}/filler2", "bs=4k", "count=100000"], capture_output=True)


def free(mount):
    for name in ("filler", "filler2"):
        (mount / name).unlink(missing_ok=True)
