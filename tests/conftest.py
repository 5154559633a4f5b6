"""Shared fixtures: the built site served on localhost, and Chromium found on this machine."""

import subprocess

import pytest

from localsite import CHROMIUM_ARGS, ROOT, RunningSite, chromium_path


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory):
    """The site, built once per test run from the working tree."""
    if not (ROOT / "node_modules" / "pyodide").exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    out = tmp_path_factory.mktemp("site") / "_site"
    import build_site
    build_site.build(out)
    return out


@pytest.fixture(scope="session")
def site(site_dir):
    running = RunningSite(site_dir)
    yield running
    running.stop()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    args = dict(browser_type_launch_args)
    path = chromium_path()
    if path:
        args["executable_path"] = path
    args["args"] = CHROMIUM_ARGS + list(args.get("args", []))
    args["headless"] = True
    return args
