"""Browser tests: every test here is marked `browser` and gets a tablet-sized page."""

import pytest


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
