"""Browser tests: every test here is marked `browser` and gets a tablet-sized page."""

import pytest
from playwright.sync_api import expect

# A loaded machine (CI's two cores beside the three-browser smoke) can take more than
# Playwright's 5 s to start a game or answer a heavy step: the same assertions, given 15 s.
expect.set_options(timeout=15_000)


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser" in str(item.fspath):
            item.add_marker(pytest.mark.browser)


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
        request.getfixturevalue("page").context.add_init_script(f"window.__solobotsTapGuardMs = {TEST_TAP_GUARD_MS};")
    yield


@pytest.fixture(autouse=True)
def no_csp_violation(request):
    """Every browser test also checks that the Content-Security-Policy blocked nothing."""
    if "page" not in request.fixturenames:
        yield
        return
    page = request.getfixturevalue("page")
    seen = []
    page.context.expose_binding("__cspViolation", lambda source, v: seen.append(v))
    page.context.add_init_script(
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
