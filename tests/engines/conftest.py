"""The smoke in every engine a player has: Chromium (Playwright), WebKit (iPad Safari's
engine, as WebKitGTK) and Firefox. One browser per engine for the whole smoke, on its own
copy of the served site (the offline step stops it). At the end of the run a table says
what each engine did and how long its smoke took; an engine that could not run is named
with the reason, never passed over in silence.

SOLOBOTS_ENGINES=required (set by `make test` wherever it could install the browsers)
turns a missing browser into a failure; without it, a missing browser is a skip."""

import os
import time
from collections import defaultdict

import pytest

import browsers
from localsite import RunningSite
from page import Page

ENGINES = ["chromium", "webkit", "firefox"]
REQUIRED = os.environ.get("SOLOBOTS_ENGINES") == "required"

_results = defaultdict(lambda: {"outcomes": {}, "seconds": 0.0, "why": set(), "version": ""})


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/engines" in str(item.fspath) and {"epage", "ipad", "ipad_at"} & set(item.fixturenames):
            item.add_marker(pytest.mark.browser)


def _engine_of(nodeid):
    ids = nodeid.rpartition("[")[2].rstrip("]").split("-")
    return next((e for e in ENGINES if e in ids), None)


def pytest_runtest_logreport(report):
    engine = _engine_of(report.nodeid)
    if not engine or "tests/engines/test_smoke" not in report.nodeid:
        return
    r = _results[engine]
    # a step's outcome is its worst phase: set up, run, torn down
    if report.skipped:
        r["outcomes"].setdefault(report.nodeid, "skipped")
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        r["why"].add(reason.removeprefix("Skipped: "))
    elif report.failed:
        r["outcomes"][report.nodeid] = "failed"
    elif report.when == "call":
        r["outcomes"].setdefault(report.nodeid, "passed")


def pytest_terminal_summary(terminalreporter):
    if not _results:
        return
    tr = terminalreporter
    tr.section("smoke in each browser engine")
    for engine in ENGINES:
        if engine not in _results:
            continue
        r = _results[engine]
        n = {k: list(r["outcomes"].values()).count(k) for k in ("passed", "failed", "skipped")}
        line = (f"{engine:9} {r['version'] or '':24} {n['passed']} passed, {n['failed']} failed, {n['skipped']} skipped"
                f"  in {r['seconds']:.0f} s")
        tr.write_line(line, red=bool(n["failed"]), yellow=bool(n["skipped"]) and not n["failed"],
                      green=not (n["failed"] or n["skipped"]))
        for why in sorted(r["why"]):
            tr.write_line(f"          SKIPPED: {why}", yellow=True)


def _unavailable(reason):
    if REQUIRED:
        pytest.fail(f"{reason}; SOLOBOTS_ENGINES=required (make test installs it where it can)", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="module", params=ENGINES)
def engine(request):
    return request.param


@pytest.fixture(scope="module")
def engine_site(site_dir, engine):
    """The site served for one engine's smoke alone (hence `engine`): its offline step stops it."""
    running = RunningSite(site_dir)
    yield running
    running.stop()


@pytest.fixture(scope="module")
def epage(request, engine, engine_site):
    """A tablet-sized page in the engine, French, opened on nothing yet."""
    logdir = request.getfixturevalue("tmp_path_factory").mktemp(f"{engine}-logs")  # the browsers' own output
    began = time.monotonic()
    try:
        yield from _open(request, engine, logdir)
    finally:
        # the engine's own time: its browser's start, its smoke and its close (not the build)
        _results[engine]["seconds"] += time.monotonic() - began


def _open(request, engine, logdir):
    if engine == "chromium":
        browser = request.getfixturevalue("browser")
        context = browser.new_context(viewport={"width": 1180, "height": 820}, locale="fr-FR")
        page = context.new_page()
        page.set_default_timeout(30_000)
        errors = []
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.console_errors = lambda: [errors.pop() for _ in range(len(errors))][::-1]
        _results[engine]["version"] = f"Chromium {browser.version}"
        yield page
        context.close()
        return
    if engine == "webkit":
        paths, why = browsers.find_webkit()
        if not paths:
            _unavailable(f"WebKit: {why}")
        start = lambda: browsers.WebKit(paths, logdir)  # noqa: E731
    else:
        binary, why = browsers.find_firefox()
        if not binary:
            _unavailable(f"Firefox: {why}")
        start = lambda: browsers.Firefox(binary, logdir)  # noqa: E731
    session = start()
    _results[engine]["version"] = session.version
    page = Page(session)
    page.console_errors = session.errors
    page.set_viewport_size({"width": 1180, "height": 820})
    try:
        yield page
    finally:
        session.close()
