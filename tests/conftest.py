"""Shared fixtures: the built site served on localhost, and Chromium found on this machine;
the summary of the smoke in each browser engine (its hooks live here, see engine_summary)."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

import i18n_build  # scripts/ (localsite puts it on the path)
from engine_summary import pytest_runtest_logreport, pytest_terminal_summary  # noqa: F401  (hooks)
from localsite import ROOT, TEST_CHROMIUM_ARGS, RunningSite, chromium_path, wait_for_the_build

# Where the smoke's chains start among the browser tests (fractions of the run after the
# engines' tests): one at a time, each beside ordinary tests, rather than three browsers
# booting together. WebKit's, the longest, first.
CHAIN_STARTS = {"smoke-webkit": 0.0, "smoke-firefox": 0.15, "smoke-chromium": 0.3}


def pytest_collection_modifyitems(items):
    """The order the workers take the tests in (make test passes --no-loadscope-reorder, so
    pytest-xdist keeps it). `make test` is CPU-bound on two cores, so it goes as fast as its
    waits are filled:
    - the engines' tests first: they need no site, and `make test` builds it meanwhile;
    - then the browser tests, each file spread evenly over the rest of the run: a file's
      tests look alike, and three workers in the same file at once left the cores 60 % idle
      (test_table_still's taps each wait a second to see whether anything moves);
    - the smoke's chains (steps that must run in order on one worker) at CHAIN_STARTS, and
      files whose browsers are module fixtures (the rest of tests/cross_browser) kept whole."""
    engines, placed = [], []
    files = {}
    for item in items:
        path = item.nodeid.replace("\\", "/").split("::")[0]
        group = item.get_closest_marker("xdist_group")
        if "tests/engine/" in path and not {"site_dir", "built"} & set(item.fixturenames):
            engines.append(item)
        elif group:
            name = group.kwargs.get("name", group.args[0] if group.args else "default")
            files.setdefault(("chain", name), []).append(item)
        else:
            files.setdefault(("file", path), []).append(item)
    whole = [key for key in files if key[0] == "file" and not key[1].startswith("tests/browser/")]
    for unit, (key, its) in enumerate(files.items()):
        if key[0] == "chain":  # a chain or a whole file: its tests one after another
            placed += [(CHAIN_STARTS.get(key[1], 0.0), unit, i, item) for i, item in enumerate(its)]
        elif key in whole:
            at = (whole.index(key) + 0.5) / len(whole)
            placed += [(at, unit, i, item) for i, item in enumerate(its)]
        else:
            placed += [((i + 0.5) / len(its), unit, 0, item) for i, item in enumerate(its)]
    placed.sort(key=lambda entry: entry[:3])
    items[:] = engines + [entry[-1] for entry in placed]


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
