"""Shared fixtures: the built site served on localhost, and Chromium found on this machine;
the summary of the smoke in each browser engine (its hooks live here, see engine_summary)."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

import i18n_build  # scripts/ (localsite puts it on the path)
import run_order
from engine_summary import pytest_runtest_logreport, pytest_terminal_summary  # noqa: F401  (hooks)
from localsite import ROOT, TEST_CHROMIUM_ARGS, RunningSite, chromium_path, wait_for_the_build


def pytest_addoption(parser):
    parser.addoption("--record-durations", metavar="PATH",
                     help="write each browser test's seconds to PATH (make durations: tests/run_durations.json)")


def pytest_configure(config):
    path = config.getoption("--record-durations")
    if path and not hasattr(config, "workerinput"):  # the process every report reaches
        config.pluginmanager.register(run_order.Recorder(path), "record-durations")


def pytest_collection_modifyitems(items):
    """The order the workers take the tests in (make test passes --no-loadscope-reorder, so
    pytest-xdist keeps it): tests/run_order.py says why."""
    run_order.pytest_collection_modifyitems(items)


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory):
    """The site under test: the folder SITE_DIR names when given (`make test` builds _site
    once, tests it, and the Pages workflow deploys those very files), else built once per
    test run from the working tree."""
    wait_for_the_build()
    given = os.environ.get("SITE_DIR")
    if given:
        folder = Path(given).resolve()
        assert (folder / "sw.js").exists(), f"SITE_DIR={given} is not a built site (make build makes one)"
        if (folder / "web" / "i18n" / f"{i18n_build.PSEUDO}.json").exists():
            return folder
        # A site built for players has no pseudo-language: the tests walk a copy with it
        # added (the files deployed stay as built).
        import build_site
        out = tmp_path_factory.mktemp("site") / "_site"
        shutil.copytree(folder, out, symlinks=True)
        build_site.write_catalogs(out, [i18n_build.PSEUDO])
        return out
    if not (ROOT / "node_modules" / "pyodide").exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    out = tmp_path_factory.mktemp("site") / "_site"
    import build_site
    # the tests' pseudo-language too (i18n_build.PSEUDO: English 40 % longer, accented),
    # which the fit test walks; a site built for players never has it
    os.environ["SOLOBOTS_PSEUDO"] = "1"
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
    args["args"] = TEST_CHROMIUM_ARGS + list(args.get("args", []))
    args["headless"] = True
    return args
