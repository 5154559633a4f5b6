"""The smoke in every engine a player has: Chromium (Playwright), WebKit (iPad Safari's
engine, as WebKitGTK) and Firefox. One browser per engine for the whole smoke, on its own
copy of the served site (the offline step stops it). At the end of the run a table says
what each engine did and how long its smoke took (engine_summary.py); an engine that could
not run is named with the reason, never passed over in silence.

SOLOBOTS_ENGINES=required (set by `make test` wherever it could install the browsers)
turns a missing browser into a failure; without it, a missing browser is a skip."""

import os

import pytest

import browsers
from engine_summary import ENGINES, engine_of
from localsite import RunningSite
from page import Page

REQUIRED = os.environ.get("SOLOBOTS_ENGINES") == "required"

_versions = {}  # engine → its browser's version, in the process that runs it


# First: pytest-xdist's own hook reads the xdist_group marks to group the tests, and this
# conftest is registered after it (so, without tryfirst, called after it: no group formed).
@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/cross_browser" not in str(item.fspath):
            continue
        if {"epage", "ipad", "ipad_at"} & set(item.fixturenames):
            item.add_marker(pytest.mark.browser)
        # The smoke's steps follow one another in one browser per engine: under pytest-xdist
        # (make test runs two workers) an engine's steps all go to one worker, in order.
        if item.fspath.basename == "test_smoke.py":
            item.add_marker(pytest.mark.xdist_group(f"smoke-{engine_of(item.nodeid)}"))


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
    yield from _open(request, engine, logdir)


@pytest.fixture(autouse=True)
def _engine_version(request):
    """Each smoke step's report names its browser's version (for the summary)."""
    yield
    callspec = getattr(request.node, "callspec", None)
    version = _versions.get(callspec.params.get("engine")) if callspec else None
    if version:
        request.node.user_properties.append(("engine_version", version))


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
        _versions[engine] = f"Chromium {browser.version}"
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
    _versions[engine] = session.version
    page = Page(session)
    page.console_errors = session.errors
    page.set_viewport_size({"width": 1180, "height": 820})
    try:
        yield page
    finally:
        session.close()
