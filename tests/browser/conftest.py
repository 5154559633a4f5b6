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
