"""The tests' Chromium turns off the address bar's popup renderer and still everything
Playwright turns off: Chromium keeps only the last --disable-features (tests/localsite.py)."""

from localsite import CHROMIUM_ARGS, NO_OMNIBOX_POPUP, chromium_path


def features_turned_off(browser):
    """The features this Chromium runs with turned off, as its own version page lists them."""
    page = browser.new_page()
    try:
        page.goto("chrome://version/?show-variations-cmd")
        text = page.inner_text("body")
    finally:
        page.close()
    for line in text.splitlines():
        if line.startswith("Command-line Variations"):
            _, _, value = line.partition("--disable-features=")
            return set(value.split()[0].strip('"').split(",")) if value else set()
    raise AssertionError(f"chrome://version lists no command-line variations:\n{text[:2000]}")


def test_the_tests_chromium_keeps_playwrights_features_off_and_the_omnibox_popup_too(browser, playwright):
    ours = features_turned_off(browser)
    plain = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True)
    try:
        playwrights = features_turned_off(plain)
    finally:
        plain.close()
    assert playwrights, "Playwright turns some features off: the version page no longer says which"
    missing = playwrights - ours
    assert not missing, f"add these to PLAYWRIGHT_DISABLED_FEATURES in tests/localsite.py: {sorted(missing)}"
    assert set(NO_OMNIBOX_POPUP) <= ours
