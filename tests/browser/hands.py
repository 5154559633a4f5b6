"""A player's finger, checked before each tap (issue 21: one tap, one action; nothing
moves under the finger): the target is in view and inside every box that clips it, not
covered by anything, did not move as the finger came down (two frames and 150 ms), and,
in a tablet frame, the page did not scroll. Shared by the tests that play the flows at
the table by hand (test_table_hands.py, test_tm_hands.py)."""

import re

from playwright.sync_api import expect

from helpers import next_step, step_of

# In the page: where the target is now and a little later (two frames and 150 ms: a layout
# that shifts under the finger shows here), whether it lies inside the viewport above the
# bottom bar and inside every box that clips it, what is on top at its centre, and whether
# the page itself scrolled.
#
# SCROLL_THEN_PROBE first lets two frames pass, so that what the app does in the frame after
# drawing a step (bringing the new question into view, web/js/screens/table.js) is over
# before the finger scrolls: two evaluations one after the other let a frame in between,
# where the app's scroll undid the test's (the clean-clone run of fda1614).
PROBE = """
async (el) => {
  const box = () => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; };
  const before = box();
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 150))));
  const after = box();
  const bar = document.querySelector('.bottom-bar');
  let clip = {top: 0, left: 0, bottom: bar ? bar.getBoundingClientRect().top : innerHeight, right: innerWidth};
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    const cs = getComputedStyle(p);
    if (cs.display === 'contents') continue;
    if (/(auto|scroll|hidden)/.test(cs.overflowY + cs.overflowX)) {
      const b = p.getBoundingClientRect();
      clip = {top: Math.max(clip.top, b.top), left: Math.max(clip.left, b.left),
              bottom: Math.min(clip.bottom, b.bottom), right: Math.min(clip.right, b.right)};
    }
  }
  const [x, y, w, h] = after;
  const inside = x >= clip.left - 1 && y >= clip.top - 1 && x + w <= clip.right + 1 && y + h <= clip.bottom + 1;
  const top = document.elementFromPoint(x + w / 2, y + h / 2);
  const se = document.scrollingElement;
  return {connected: el.isConnected, before, after, inside, clip, covered: !(top && (top === el || el.contains(top))),
          on_top: top ? top.outerHTML.slice(0, 80) : null,
          scroll: [window.scrollY, se.scrollHeight - se.clientHeight]};
}
"""


# Buttons on the table smaller than a fingertip (44 px), as test_app.py measures them.
SMALL_TARGETS = """() => [...document.querySelectorAll('.table-screen button, .table-screen input, .table-screen summary')]
  .filter(el => el.offsetParent !== null && !el.closest('.visually-hidden'))
  .map(el => { const r = el.getBoundingClientRect(); return [el.textContent.trim().slice(0, 30) || el.id, r.width, r.height]; })
  .filter(([, w, h]) => w < 44 || h < 44)"""


SCROLL_THEN_PROBE = """
async ([el, mode]) => {
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  if (mode === 'center') {
    el.scrollIntoView({block: 'center', inline: 'nearest'});
  } else if (mode === 'panel') {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      if (/(auto|scroll)/.test(getComputedStyle(p).overflowY) && p.scrollHeight > p.clientHeight + 1) {
        el.scrollIntoView({block: 'nearest', inline: 'nearest'});
        break;
      }
    }
  }
  return await (""" + PROBE + """)(el);
}
"""


class Hands:
    """Taps as a player's finger makes them, each checked first; counts them. In a tablet
    frame nothing may scroll the page; in an embed the player scrolls the target into view."""

    def __init__(self, page, framed=True):
        self.page = page
        self.framed = framed
        self.taps = 0

    def probe(self, target, scroll=True):
        # a new step's controls take no tap for their first moments (the double-tap guard):
        # a finger comes down after that
        self.page.wait_for_selector(".table-screen:not([inert])")
        # as a player scrolls what they want to tap to the middle of the screen in an embed
        # (the bar at the bottom stays over the page); in a tablet frame only a panel that
        # scrolls inside itself (a long palette, a list of answers) is scrolled to the
        # target, as a player does: the page cannot scroll, which the probe checks
        mode = "none" if not scroll else ("panel" if self.framed else "center")
        # The app may draw the control anew while the finger is on its way (a counter's
        # change comes back drawn): the finger then aims at the one now on screen.
        for _ in range(5):
            rep = self.page.evaluate(SCROLL_THEN_PROBE, [target.element_handle(), mode])
            if rep["connected"]:
                break
        assert rep["connected"], f"drawn anew five times over: {rep}"
        assert rep["inside"], f"not in view: {rep}"
        assert not rep["covered"], f"covered: {rep['on_top']} (where: {rep})"  # the page's scroll says why
        assert all(abs(a - b) <= 1 for a, b in zip(rep["before"], rep["after"], strict=True)), f"moved: {rep}"
        if self.framed:
            assert rep["scroll"] == [0, 0], f"the page scrolled: {rep['scroll']}"
        return rep["after"]

    def tap(self, target, step=True):
        """Tap a target; with `step`, wait for the engine's next screen."""
        expect(target).to_be_visible()
        box = self.probe(target)
        before = step_of(self.page)
        target.click()
        self.taps += 1
        if step:
            next_step(self.page, before)
        return box

    def type(self, target, text):
        expect(target).to_be_visible()
        self.probe(target)
        target.fill(text)

    def answer(self, text):
        return self.tap(self.page.locator("#prompt .choices button", has_text=re.compile(re.escape(text))).first)
