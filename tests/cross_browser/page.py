"""The part of Playwright's sync Page and Locator that the shared walk (tests/browser/
autoplay.py) and the smoke use, over a WebKit or Firefox driver (browsers.py): so the
same code plays a game in the three engines.

A locator is a chain of CSS selectors and indexes, resolved again in the page at each
use, like Playwright's. A click waits until its target is there, shown, enabled and not
covered at its centre, then goes through the browser's own input (WebDriver's element
click, BiDi's pointer actions), not a script's el.click()."""

import time

from playwright.sync_api import TimeoutError as PlaywrightTimeout

RESOLVE = """
  const resolve = (chain) => {
    let els = [document];
    for (const [op, v] of chain) {
      if (op === 'nth') { els = v < els.length ? [els[v]] : []; continue; }
      const next = [];
      for (const root of els) for (const el of root.querySelectorAll(v)) if (!next.includes(el)) next.push(el);
      els = next;
    }
    return els;
  };
  const shown = (el) => { const r = el.getBoundingClientRect(); const cs = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && cs.visibility !== 'hidden'; };
"""



def as_function(expression):
    """Like Playwright: the source of a function is called with the argument, any other
    expression is only evaluated."""
    return f"(arg) => {{ const v = ({expression}); return typeof v === 'function' ? v(arg) : v; }}"

# Why a click cannot happen yet ("" when it can) and the target's centre in the viewport;
# the target is scrolled into view first.
CLICKABLE = "(chain) => {" + RESOLVE + """
  const el = resolve(chain)[0];
  if (!el) return {why: 'not found'};
  if (!shown(el)) return {why: 'not visible'};
  if (el.matches(':disabled')) return {why: 'disabled'};
  // a new step's controls take no tap for a moment (the app's tap guard): wait, as Playwright does
  if (el.closest('[inert]')) return {why: 'inert'};
  el.scrollIntoView({block: 'nearest', inline: 'nearest'});
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  const label = el.closest('label');
  if (!hit || !(el === hit || el.contains(hit) || (label && label.contains(hit))))
    return {why: 'covered by ' + (hit ? hit.outerHTML.slice(0, 120) : 'nothing (outside the viewport)')};
  return {why: '', x: Math.round(x), y: Math.round(y)};
}"""


class Locator:
    def __init__(self, page, chain):
        self.page = page
        self.chain = chain

    def locator(self, selector):
        return Locator(self.page, [*self.chain, ["css", selector]])

    def get_by_test_id(self, test_id):
        return self.locator(f'[data-testid="{test_id}"]')

    def nth(self, index):
        return Locator(self.page, [*self.chain, ["nth", index]])

    @property
    def first(self):
        return self.nth(0)

    def _ask(self, body):
        return self.page.session.run("(chain) => {" + RESOLVE + body + "}", self.chain)

    def count(self):
        return self._ask("return resolve(chain).length;")

    def all(self):
        return [self.nth(i) for i in range(self.count())]

    def is_enabled(self):
        return self._ask("const el = resolve(chain)[0]; if (!el) throw new Error('no element'); return !el.matches(':disabled');")

    def is_visible(self):
        return self._ask("const el = resolve(chain)[0]; return Boolean(el && shown(el));")

    def inner_text(self):
        return self._ask("const el = resolve(chain)[0]; if (!el) throw new Error('no element'); return el.innerText;")

    def get_attribute(self, name):
        return self.page.session.run(
            "([chain, name]) => {" + RESOLVE + "const el = resolve(chain)[0]; return el ? el.getAttribute(name) : null; }",
            [self.chain, name])

    def input_value(self):
        return self._ask("const el = resolve(chain)[0]; return el ? el.value : null;")

    def fill(self, text):
        # as Playwright's fill: the value set at once, then the input event the app listens to
        self.page.session.run(
            "([chain, text]) => {" + RESOLVE + "const el = resolve(chain)[0]; if (!el) throw new Error('no element');"
            " el.focus(); el.value = text; el.dispatchEvent(new Event('input', {bubbles: true})); }",
            [self.chain, text])

    def click(self, timeout=15_000):
        session = self.page.session
        deadline = time.monotonic() + timeout / 1000
        while True:
            state = session.run(CLICKABLE, self.chain)
            if not state["why"]:
                break
            if time.monotonic() > deadline:
                raise PlaywrightTimeout(f"click {self.chain}: {state['why']}")
            time.sleep(0.1)
        session.click(session.element("(chain) => {" + RESOLVE + "return resolve(chain)[0]; }", self.chain), (state["x"], state["y"]))

    def set_input_files(self, path):
        ref = self.page.session.element("(chain) => {" + RESOLVE + "return resolve(chain)[0]; }", self.chain)
        self.page.session.set_files(ref, [path])


class Page:
    def __init__(self, session):
        self.session = session

    def locator(self, selector):
        return Locator(self, [["css", selector]])

    def get_by_test_id(self, test_id):
        return self.locator(f'[data-testid="{test_id}"]')

    def fill(self, selector, text):
        self.locator(selector).fill(text)

    def goto(self, url):
        self.session.goto(url)

    def reload(self):
        self.session.reload()

    def set_viewport_size(self, size):
        self.session.set_viewport(size["width"], size["height"])

    def evaluate(self, expression, arg=None):
        return self.session.run(as_function(expression), arg)

    def wait_for_function(self, expression, *, arg=None, timeout=30_000):
        """Wait until the function (or expression) is truthy, polled in the page."""
        fn = as_function(expression)
        deadline = time.monotonic() + timeout / 1000
        poll = ("async ([arg, ms]) => { const fn = (" + fn + "); const end = Date.now() + ms;"
                " for (;;) { const v = await fn(arg); if (v) return v instanceof Node || v; if (Date.now() > end) return null;"
                " await new Promise((r) => setTimeout(r, 50)); } }")
        while True:
            left = deadline - time.monotonic()
            # in slices, so a page that navigates meanwhile is asked again
            try:
                value = self.session.run(poll, [arg, max(0, min(left, 10)) * 1000])
            except Exception:
                if left <= 0:
                    raise
                time.sleep(0.2)
                continue
            if value:
                return value
            if time.monotonic() >= deadline:
                raise PlaywrightTimeout(f"wait_for_function timed out after {timeout} ms: {expression[:120]}")

    def wait_for_selector(self, selector, *, timeout=30_000, state="visible"):
        check = "(sel) => document.querySelector(sel) !== null" if state == "attached" else (
            "(sel) => { const el = document.querySelector(sel); if (!el) return false; const r = el.getBoundingClientRect();"
            " return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; }")
        self.wait_for_function(check, arg=selector, timeout=timeout)

    def screenshot(self, path):
        self.session.screenshot(path)

    def wait_for_timeout(self, ms):
        time.sleep(ms / 1000)
