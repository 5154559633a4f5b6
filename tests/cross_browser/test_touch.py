"""Issue 24: an iPad at the table, as far as Chromium's touch and mobile emulation shows
it (a touch screen without hover, 2x pixels, 820 x 1180 and 1180 x 820): every control
is at least 44 px at every step of every game; nothing is shown only on hover; the
home-screen app's head tags are there; the bottom bar keeps clear of the home indicator
(safe-area inset) and the page fits the dynamic viewport; the share sheet is offered
where the system has one and the link can be copied where it has none."""

import re

import pytest
from playwright.sync_api import expect

from autoplay import walk
from helpers import open_app, wait_ready

IPAD_UA = ("Mozilla/5.0 (iPad; CPU OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
           "Version/18.5 Mobile/15E148 Safari/604.1")
STEPS = 12

# Controls smaller than a fingertip (44 px, Apple's and WCAG's target size), where shown.
SMALL_TARGETS_JS = """() => [...document.querySelectorAll('button, input, select, a[href], [role=button], summary')]
  .filter(el => el.offsetParent !== null && !el.closest('.visually-hidden, [inert]') && el.type !== 'hidden')
  .map(el => { const r = (el.closest('label') || el).getBoundingClientRect();
               return [el.id || el.dataset.testid || el.textContent.trim().slice(0, 30) || el.getAttribute('aria-label'),
                       Math.round(r.width), Math.round(r.height)]; })
  .filter(([, w, h]) => w < 44 || h < 44)"""

# A rule that shows, hides or moves something on :hover is an affordance a finger never
# finds (and on iOS a hover "sticks" after a tap); colour changes are only feedback.
# Titles are tooltips: a control named only by its title has no name on a touch screen.
HOVER_ONLY_JS = r"""() => {
  const revealing = new RegExp('^(display|visibility|opacity|height|max-height|width|max-width|transform|pointer-events'
                               + '|content|position|clip|clip-path|overflow)$');
  const hoverMedia = /\(hover:\s*hover\)|\(any-hover:\s*hover\)/;
  const found = [];
  const walk = (rules, inHoverMedia) => {
    for (const rule of rules) {
      if (rule.media) { walk(rule.cssRules, inHoverMedia || hoverMedia.test(rule.media.mediaText)); continue; }
      if (rule.cssRules && !rule.selectorText) { walk(rule.cssRules, inHoverMedia); continue; }
      if (!rule.selectorText || !/:hover/.test(rule.selectorText) || inHoverMedia) continue;
      for (let i = 0; i < rule.style.length; i++) if (revealing.test(rule.style[i])) found.push([rule.selectorText, rule.style[i]]);
    }
  };
  for (const sheet of document.styleSheets) { try { walk(sheet.cssRules, false); } catch (e) { /* another origin */ } }
  for (const el of document.querySelectorAll('[title]')) {
    const named = el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') || el.textContent.trim()
      || el.getAttribute('aria-hidden') === 'true';
    if (!named) found.push(['title only', el.outerHTML.slice(0, 80)]);
  }
  return found;
}"""


PORTRAIT, LANDSCAPE = (820, 1180), (1180, 820)
# Each game in one frame (both frames are walked by the fit test with a mouse): the
# touch floor is the same in both, and the budget of `make test` is short.
FRAMES = {"kotd": PORTRAIT, "e300": LANDSCAPE, "tm": PORTRAIT, "ma": LANDSCAPE, "ma_tools": PORTRAIT}


@pytest.fixture
def ipad_at(browser):
    """ipad_at((width, height)): a page as on an iPad held that way."""
    contexts = []

    def make(size):
        context = browser.new_context(viewport={"width": size[0], "height": size[1]}, device_scale_factor=2,
                                      is_mobile=True, has_touch=True, user_agent=IPAD_UA, locale="fr-FR")
        contexts.append(context)
        return context.new_page()

    yield make
    for context in contexts:
        context.close()


@pytest.fixture
def ipad(ipad_at):
    return ipad_at(PORTRAIT)


def test_the_emulation_is_a_touch_screen_without_hover(ipad, site):
    open_app(ipad, site.url)
    media = ipad.evaluate("() => ['(hover: none)', '(pointer: coarse)', '(any-hover: hover)'].map(q => matchMedia(q).matches)")
    assert media == [True, True, False]


@pytest.mark.parametrize("game", list(FRAMES))
def test_every_control_is_a_fingertip_wide_at_every_step(ipad_at, site, game):
    ipad = ipad_at(FRAMES[game])
    open_app(ipad, site.url)
    assert ipad.evaluate(SMALL_TARGETS_JS) == [], "home"
    assert ipad.evaluate(HOVER_ONLY_JS) == []
    ipad.get_by_test_id(f"new-{game}").tap()
    expect(ipad.locator("#start-game")).to_be_enabled()
    assert ipad.evaluate(SMALL_TARGETS_JS) == [], "setup"
    ipad.locator("#start-game").tap()
    expect(ipad.locator(".table-screen")).to_be_visible()
    small = []

    def check(page, i):
        found = page.evaluate(SMALL_TARGETS_JS)
        if found:
            small.append((i, found))

    walk(ipad, STEPS, seed=len(game), on_step=check)
    ipad.locator("#open-menu").tap()
    check(ipad, "menu")
    assert small == [], small[:3]
    assert ipad.evaluate(HOVER_ONLY_JS) == []


def test_home_screen_app_head(ipad, site):
    open_app(ipad, site.url)
    head = ipad.evaluate("""() => ({
      viewport: document.querySelector('meta[name=viewport]').content,
      icon: (document.querySelector('link[rel=apple-touch-icon]') || {}).href,
      capable: (document.querySelector('meta[name=apple-mobile-web-app-capable]') || {}).content,
      bar: (document.querySelector('meta[name=apple-mobile-web-app-status-bar-style]') || {}).content,
      title: (document.querySelector('meta[name=apple-mobile-web-app-title]') || {}).content })""")
    assert "viewport-fit=cover" in head["viewport"]
    assert head["capable"] == "yes" and head["bar"] == "black-translucent" and head["title"] == "Solobots"
    icon = ipad.request.get(head["icon"])
    assert icon.ok and icon.headers["content-type"] == "image/png"
    size = icon.body()[16:24]  # PNG IHDR: width and height
    assert int.from_bytes(size[:4], "big") == int.from_bytes(size[4:], "big") == 180
    # iOS paints a transparent corner black: the icon is opaque (colour type 2, no alpha)
    assert icon.body()[25] == 2


SAFE_AREA_JS = """() => {
  const px = (el, prop) => parseFloat(getComputedStyle(el)[prop]);
  const bar = document.querySelector('.bottom-bar'), top = document.querySelector('.topbar');
  return {barPadBottom: px(bar, 'paddingBottom'), barBottom: bar.getBoundingClientRect().bottom, inner: innerHeight,
          topPad: top ? px(top, 'paddingTop') : null, bodyPadLeft: px(document.body, 'paddingLeft'),
          bodyPadRight: px(document.body, 'paddingRight')};
}"""


def test_the_bottom_bar_keeps_clear_of_the_home_indicator(ipad, site):
    """The insets an iPad in landscape or a home-screen app reports (status bar on top,
    home indicator below), given to Chromium through its DevTools override."""
    open_app(ipad, site.url)
    ipad.get_by_test_id("new-kotd").tap()
    ipad.locator("#start-game").tap()
    expect(ipad.locator(".table-screen")).to_be_visible()
    cdp = ipad.context.new_cdp_session(ipad)
    try:
        cdp.send("Emulation.setSafeAreaInsetsOverride", {"insets": {"top": 24, "bottom": 20, "left": 0, "right": 0}})
    except Exception as err:  # an older Chromium without the override
        pytest.skip(f"this Chromium cannot emulate safe-area insets: {err}")
    ipad.wait_for_timeout(100)
    got = ipad.evaluate(SAFE_AREA_JS)
    assert got["barPadBottom"] >= 20 + 6, got  # the bar's own padding plus the home indicator's inset
    assert got["barBottom"] <= got["inner"] + 0.5, got  # the bar ends at the dynamic viewport's bottom
    assert got["topPad"] >= 24, got  # the status bar (black-translucent) over the top bar
    cdp.send("Emulation.setSafeAreaInsetsOverride", {"insets": {}})


def test_share_sheet_where_there_is_one_and_copy_where_there_is_none(ipad, site):
    open_app(ipad, site.url)
    ipad.get_by_test_id("new-kotd").tap()
    ipad.locator("#start-game").tap()
    expect(ipad.locator(".table-screen")).to_be_visible()
    # Without a share sheet (a desktop browser): the link and its copy button, no "send".
    ipad.evaluate("() => { delete Navigator.prototype.share; }")
    ipad.locator("#open-menu").tap()
    ipad.locator("#share-game").tap()
    expect(ipad.locator("#share-link")).to_have_value(re.compile(r"#share=1\."))
    assert ipad.locator("#share-send").count() == 0
    ipad.context.grant_permissions(["clipboard-read", "clipboard-write"])
    ipad.locator("#share-copy").tap()
    expect(ipad.locator("#toast")).to_be_visible()
    link = ipad.locator("#share-link").input_value()
    assert ipad.evaluate("navigator.clipboard.readText()") == link
    # With one (iPadOS): "send" hands the link to the system's sheet.
    ipad.reload()
    wait_ready(ipad)
    ipad.evaluate("""() => { window.__shared = []; Navigator.prototype.share = function (data) { window.__shared.push(data);
                     return Promise.resolve(); }; }""")
    ipad.locator("#open-menu").tap()
    ipad.locator("#share-game").tap()
    ipad.locator("#share-send").tap()
    shared = ipad.evaluate("window.__shared")
    assert len(shared) == 1 and shared[0]["url"] == ipad.locator("#share-link").input_value()
    assert "King of Tokyo" in shared[0]["title"]
