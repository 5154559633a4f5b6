"""The order the workers of `make test` take the tests in, and the record of how long each
browser test took, which that order is made from.

`make test` is bound by the CPU (three workers on two cores). It ends when its last worker
ends, so what costs time is a core left idle: at the start, waiting for the site's build;
in the middle, three workers in one file whose taps each wait a second; at the end, one
long test still running after the others have run out. Hence:
- the engines' tests first, in their own order: they need no site, and the site is built
  meanwhile;
- then every browser unit, the longest first, as `tests/run_durations.json` records it (a
  machine that schedules jobs longest-first ends with short ones, so the workers end
  together);
- never a test of a file within three places of another of its tests, while another file
  has a test left: a file's tests wait alike, and three workers waiting together leave the
  cores idle.
A unit is one test, or a chain of steps that must run in order on one worker (an
xdist_group, the smoke in one browser), or a file whose browsers are module fixtures (the
rest of tests/cross_browser), kept whole so that it launches them once.

`make durations` records the lengths anew: `--record-durations=PATH` writes, for each
browser test (and any other taking a second or more), the seconds of its set-up, call and
tear-down as that run measured them. A test the record does not know counts as its file's
median, or as all tests' median."""

import json
import statistics
from pathlib import Path

import pytest

DURATIONS = Path(__file__).with_name("run_durations.json")
BROWSER_FOLDERS = ("tests/browser/", "tests/cross_browser/")
SLOW = 1.0  # seconds: a test outside them this long is recorded too


def path_of(item):
    return item.nodeid.replace("\\", "/").split("::")[0]


def key_of(nodeid):
    return nodeid.replace("\\", "/").partition("@")[0]  # "@…": the group pytest-xdist adds


def needs_no_site(item):
    return path_of(item).startswith("tests/engine/") and not {"site_dir", "built"} & set(item.fixturenames)


def group_of(item):
    mark = item.get_closest_marker("xdist_group")
    if not mark:
        return None
    return mark.kwargs.get("name", mark.args[0] if mark.args else "default")


def load_durations(path=DURATIONS):
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def units_of(items):
    """The browser tests as units: (file, its tests in order)."""
    units = {}
    for item in items:
        path = path_of(item)
        group = group_of(item)
        if group:
            key = ("chain", group)
        elif path.startswith("tests/cross_browser/"):
            key = ("whole", path)
        else:
            key = ("test", item.nodeid)
        units.setdefault(key, (path, []))[1].append(item)
    return list(units.values())


def estimate(items, durations):
    """Seconds for each item: as recorded, else its file's median, else everyone's."""
    known = {}
    for item in items:
        seconds = durations.get(key_of(item.nodeid))
        if seconds is not None:
            known.setdefault(path_of(item), []).append(seconds)
    everyone = statistics.median([s for each in known.values() for s in each]) if known else 1.0
    medians = {path: statistics.median(each) for path, each in known.items()}
    return {item.nodeid: durations.get(key_of(item.nodeid), medians.get(path_of(item), everyone)) for item in items}


def order(items, durations):
    engines = [item for item in items if needs_no_site(item)]
    browser = [item for item in items if not needs_no_site(item)]
    seconds = estimate(browser, durations)
    # each file's units, longest first (a stable sort: equal ones keep the file's order)
    by_file = {}
    for path, its in units_of(browser):
        by_file.setdefault(path, []).append((sum(seconds[i.nodeid] for i in its), its))
    for units in by_file.values():
        units.sort(key=lambda unit: -unit[0])
    placed, recent = [], []
    while by_file:
        allowed = [path for path in by_file if path not in recent[-2:]] or list(by_file)
        path = max(allowed, key=lambda p: by_file[p][0][0])
        placed += by_file[path].pop(0)[1]
        if not by_file[path]:
            del by_file[path]
        recent.append(path)
    return engines + placed


def pytest_collection_modifyitems(items):
    items[:] = order(items, load_durations())


class Recorder:
    """Sums each browser test's phases as its reports arrive (in the controller under
    pytest-xdist), and writes them at the end of the session."""

    def __init__(self, path):
        self.path, self.seconds = Path(path), {}

    def pytest_runtest_logreport(self, report):
        key = key_of(report.nodeid)
        self.seconds[key] = self.seconds.get(key, 0.0) + report.duration

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session):
        # the browser tests, and any other that takes a second (an engine's test of the site)
        record = {key: round(s, 1) for key, s in sorted(self.seconds.items())
                  if key.startswith(BROWSER_FOLDERS) or s >= SLOW}
        if not record:
            return
        self.path.write_text(json.dumps(record, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
