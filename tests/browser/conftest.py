"""Browser tests: every test here is marked `browser` and gets a tablet-sized page."""

import contextlib
import inspect

import pytest
from playwright.sync_api import expect

from helpers import clear_site_storage

# A loaded machine (CI's two cores beside the three-browser smoke) can take more than
# Playwright's 5 s to start a game or answer a heavy step: the same assertions, given 15 s.
expect.set_options(timeout=15_000)


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser" in str(item.fspath):
            item.add_marker(pytest.mark.browser)
            if needs_own_context(item):
                item.add_marker(pytest.mark.own_context)


# The tests that play games share one browser context per worker, as a returning player's
# tablet has the site: its files kept by the service worker, its code compiled once. Between
# two tests every page is closed and the site's storage cleared (IndexedDB, localStorage,
# the private file system: helpers.clear_site_storage), so each still starts from an empty browser.
# Measured on a fifth of the suite: 23 % less CPU and 14 % less time. A test gets a context
# of its own (marked `own_context`) when its file tests the first visit, the boot, the
# service worker or storage itself, or when its code or its file's fixtures name
# `context` (routes, init scripts, other tabs, permissions, emulation).
OWN_CONTEXT_FILES = {
    "test_app.py", "test_boot.py", "test_boot_snapshot.py", "test_first_visit.py", "test_updates.py",
    "test_storage_faults.py", "test_copies.py", "test_durable_saves.py", "test_full_disk.py",
    "test_game_safety.py", "test_saves_under_stress.py", "test_two_tabs.py", "test_many_games.py",
    "test_frozen_engines.py", "test_chromium_args.py",
}


def needs_own_context(item):
    if item.fspath.basename in OWN_CONTEXT_FILES or item.get_closest_marker("browser_context_args"):
        return True
    code = [getattr(item, "function", None)]
    code += [getattr(item.module, name, None) for name in item.fixturenames]  # this file's fixtures
    for fn in code:
        fn = getattr(fn, "__wrapped__", fn)
        if callable(fn) and getattr(fn, "__module__", None) == item.module.__name__:
            try:
                if "context" in inspect.getsource(fn):
                    return True
            except (OSError, TypeError):
                return True
    return False


@pytest.fixture(scope="session")
def _shared_context():
    kept = {}
    yield kept
    if kept.get("context"):
        with contextlib.suppress(Exception):  # its browser may be gone already
            kept["context"].close()


@pytest.fixture
def context(request, new_context, browser, browser_context_args, _shared_context, site):
    if request.node.get_closest_marker("own_context"):
        yield new_context()
        return
    # A new browser (the Chromium smoke asks for `browser` without this suite's parameter, so
    # pytest launches it again after it) makes the kept context stale: a new one then.
    if not _shared_context.get("context") or _shared_context.get("browser") is not browser:
        _shared_context.update(context=browser.new_context(**browser_context_args), browser=browser)
    shared = _shared_context["context"]
    yield shared
    try:
        for extra in shared.pages[1:]:
            extra.close()
        page = shared.pages[0] if shared.pages else shared.new_page()
        clear_site_storage(page, site.url)
        page.close()
    except Exception:  # a crashed page, a closed context: the next test gets a new one
        with contextlib.suppress(Exception):
            _shared_context.pop("context").close()


def init_target(request):
    """Where a test's init scripts and bindings go: its own context (every tab it opens),
    or its page in the shared one."""
    page = request.getfixturevalue("page")
    return page.context if request.node.get_closest_marker("own_context") else page


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    # A 10-inch tablet in landscape, in French, as at the table.
    return {**browser_context_args, "viewport": {"width": 1180, "height": 820}, "locale": "fr-FR"}


# The tap guard (a new step's controls take no tap for 500 ms: web/js/screens/table.js)
# shortened for the walks: a test answers as soon as the step is drawn, and the suite plays
# thousands of steps. The tests of the guard itself are marked `real_tap_guard`.
TEST_TAP_GUARD_MS = 60


@pytest.fixture(autouse=True)
def short_tap_guard(request):
    if "page" in request.fixturenames and not request.node.get_closest_marker("real_tap_guard"):
        init_target(request).add_init_script(f"window.__solobotsTapGuardMs = {TEST_TAP_GUARD_MS};")
    yield


@pytest.fixture(autouse=True)
def no_csp_violation(request):
    """Every browser test also checks that the Content-Security-Policy blocked nothing."""
    if "page" not in request.fixturenames:
        yield
        return
    target = init_target(request)
    seen = []
    target.expose_binding("__cspViolation", lambda source, v: seen.append(v))
    target.add_init_script(
        "document.addEventListener('securitypolicyviolation', e => "
        "window.__cspViolation([e.violatedDirective, e.blockedURI, e.sourceFile, e.lineNumber]))")
    yield
    assert seen == [], f"Content-Security-Policy violations: {seen}"


@pytest.fixture(autouse=True)
def console_kept(request):
    """The page's console, kept for the report of a failed test."""
    if "page" not in request.fixturenames:
        yield
        return
    lines = []
    request.node._console = lines
    request.getfixturevalue("page").on("console", lambda m: lines.append(f"{m.type}: {m.text}"[:300]))
    yield


# What the page showed when a browser test failed, in the report itself: CI keeps nothing
# else of a failure that did not happen here.
PAGE_STATE_JS = """() => { const t = document.querySelector('.table-screen');
  const s = window.solobots && window.solobots.session && window.solobots.session.game;
  return JSON.stringify({ step: t && t.dataset.step, engine: document.documentElement.dataset.engine,
    busy: document.documentElement.dataset.busy || null, loading: s ? s.loading : null, stale: s ? s.stale : null,
    main: (document.getElementById('main') || document.body).innerText.slice(0, 1500) }, null, 1); }"""


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    page = item.funcargs.get("page") if hasattr(item, "funcargs") else None
    if report.when != "call" or not report.failed or page is None:
        return
    try:
        state = page.evaluate(PAGE_STATE_JS)
    except Exception as err:  # the page may be gone: say so rather than hide the failure
        state = f"(page not readable: {err})"
    console = "\n".join(getattr(item, "_console", [])[-30:])
    report.sections.append(("page at failure", f"{state}\n--- console (last 30) ---\n{console}"))
