"""Play a game on the table screen by its own buttons, as a player who answers every
question: used by the fit test (does each step fit the tablet?) and by the screenshot
tour. The choices are drawn from a seeded generator so a failing walk can be replayed."""

import random

from playwright.sync_api import TimeoutError as PlaywrightTimeout

# Measured in the page: where the things a step needs sit, against the viewport above the
# bottom bar, and whether any of them is cut off by the panel that holds it. Outside the
# tablet frame (an embed in a club page's column, 400 or 700 px wide) the page may scroll,
# but a new step still opens with these in view.
FIT_JS = """
async () => {
  // measured once the new step's frame is drawn (a new step scrolls to its top in that frame)
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  // a new step's controls take taps once its guard is over (inert until then, and an inert
  // button is not found under a finger)
  for (let i = 0; i < 50 && document.querySelector('.table-screen[inert]'); i++) await new Promise((done) => setTimeout(done, 20));
  const bar = document.querySelector('.bottom-bar');
  const limit = bar ? bar.getBoundingClientRect().top : innerHeight;
  const se = document.scrollingElement;
  const framed = matchMedia('(min-width: 600px) and (min-height: 1000px), (min-width: 900px) and (min-aspect-ratio: 1/1)').matches;
  const out = {pageScroll: framed ? se.scrollHeight - se.clientHeight : 0, width: se.scrollWidth - se.clientWidth,
               limit, outside: [], small: [], covered: []};
  function clipOf(el) {
    let r = {top: 0, left: 0, bottom: limit, right: innerWidth};
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const cs = getComputedStyle(p);
      if (cs.display === 'contents') continue;
      if (/(auto|scroll|hidden)/.test(cs.overflowY + cs.overflowX)) {
        // the box inside the borders and the scrollbars: a classic scrollbar (Firefox on
        // Windows and Linux) covers what lies under it
        const b = p.getBoundingClientRect();
        const top = b.top + p.clientTop, left = b.left + p.clientLeft;
        r = {top: Math.max(r.top, top), left: Math.max(r.left, left),
             bottom: Math.min(r.bottom, top + p.clientHeight), right: Math.min(r.right, left + p.clientWidth)};
      }
    }
    return r;
  }
  let needed = ['#instruction', '#prompt .choices button', '#prompt [data-testid=roll-for-me]',
                '#prompt [data-testid=numbers-confirm]', '#prompt [data-testid=dice-confirm]',
                '#dice-tray', '#bot-did', '#game-over .over-title', '#over-new-game'];
  // An embed's step answered on the picture (a map to put a tile on, the mat to tap: the
  // game marks it data-acts) opens on its question with what it acts on, when the screen
  // cannot hold the instruction too (issue 34): the question and the top of that part.
  const acts = framed ? null : document.querySelector('#picture [data-acts]');
  if (acts) {
    const said = document.getElementById('instruction').getBoundingClientRect();
    if (said.top < 0) needed = needed.filter((s) => s !== '#instruction' && s !== '#bot-did').concat(['#prompt .prompt-msg']);
    const a = acts.getBoundingClientRect();
    if (a.top < 0 || a.top > limit - 40) {
      out.outside.push(['[data-acts] top', Math.round(a.top), Math.round(a.bottom), 0, Math.round(limit)]);
    }
  }
  // Terraforming Mars' card list: its search and its "Pay and play" on the first screen
  // of a tablet (an embed scrolls to them)
  if (framed) needed.push('.tm-picker #tm-card-search', '.tm-picker [data-testid=tm-play-confirm]');
  for (const sel of needed) {
    for (let el of document.querySelectorAll(sel)) {
      // a long list of answers scrolls inside itself: its opening must be in view
      const many = el.closest('.choices.many');
      if (many) { if (el !== many.querySelector('button')) continue; el = many; }
      const b0 = el.getBoundingClientRect();
      const b = many ? {top: b0.top, left: b0.left, right: b0.right, width: b0.width, height: b0.height,
                        bottom: Math.min(b0.bottom, b0.top + 100)} : b0;
      if (!b.width && !b.height) continue;
      const c = clipOf(el);
      if (b.top < c.top - 1 || b.bottom > c.bottom + 1 || b.left < c.left - 1 || b.right > c.right + 1)
        out.outside.push([sel, Math.round(b.top), Math.round(b.bottom), Math.round(c.top), Math.round(c.bottom)]);
      else if (el.matches('button')) {
        // an answer in view is also one a finger reaches: nothing lies over its middle
        const top = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
        if (!top || !(top === el || el.contains(top))) out.covered.push([sel, (el.textContent || '').trim().slice(0, 30)]);
      }
    }
  }
  // Cut text: a box that hides what overflows it (an ellipsis, a clamp) holding more text
  // than it shows, or a button whose words spill out of it. Boxes that scroll are not cut.
  out.cut = [];
  for (const el of document.querySelectorAll('#main *, .topbar *, .bottom-bar *')) {
    if (!el.offsetParent || el.closest('.visually-hidden, svg')) continue;
    const hasText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!hasText) continue;
    const cs = getComputedStyle(el);
    const hides = /(hidden|clip)/.test(cs.overflowX + cs.overflowY);
    const button = el.matches('button, .btn');
    if (!hides && !button) continue;
    const wide = el.scrollWidth - el.clientWidth, tall = hides ? el.scrollHeight - el.clientHeight : 0;
    if (wide > 1 || tall > 1) out.cut.push([el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : ''),
                                            el.textContent.trim().slice(0, 40), wide, tall]);
  }
  for (const el of document.querySelectorAll('.track .cell-num, .board-num, .track-num')) {
    const fs = el.getBoundingClientRect().height;
    if (fs && fs < 11) out.small.push(fs);
  }
  return out;
}
"""


def fit_report(page):
    return page.evaluate(FIT_JS)


def misfit(rep, text=False):
    """Whether a fit report shows a problem: the page scrolls (tablets) or is wider than
    the viewport, a needed thing is outside its box, a number is too small to read, or,
    with `text` (the fit test in every language), a text is cut or an answer covered."""
    return (rep["pageScroll"] > 1 or rep["width"] > 1 or bool(rep["outside"]) or bool(rep["small"])
            or (text and bool(rep["cut"] or rep["covered"])))


def step_of(page):
    return int(page.locator(".table-screen").get_attribute("data-step"))


# A step is over once the table shows another (or is gone). A page function rather than
# expect(), so the walk also drives WebKit and Firefox through tests/cross_browser/page.py.
NEW_STEP_JS = "(before) => { const t = document.querySelector('.table-screen'); return !t || t.dataset.step !== before; }"


def _wait_new_step(page, before, timeout=15_000):
    try:
        page.wait_for_function(NEW_STEP_JS, arg=str(before), timeout=timeout)
        return True
    except PlaywrightTimeout:
        return False


# The engine's verdict on numbers given: another step, or a refusal said beside the fields.
# Waited for rather than timed: a loaded machine answers a heavy step in more than 4 s
# (CI once took that for a refusal and found nothing left to try).
VERDICT_JS = """(before) => { const t = document.querySelector('.table-screen');
  if (!t || t.dataset.step !== before) return 'step';
  const e = document.getElementById('prompt-error');
  return e && e.textContent.trim() ? 'refused' : false; }"""


def _answer_numbers(page, confirm, before):
    page.evaluate("() => { const e = document.getElementById('prompt-error'); if (e) e.textContent = ''; }")
    confirm.click()
    try:
        page.wait_for_function(VERDICT_JS, arg=str(before), timeout=15_000)
    except PlaywrightTimeout:
        return False
    # read again rather than from the handle: the WebKit and Firefox driver returns no handle
    return page.evaluate(VERDICT_JS, str(before)) == "step"


# Choices a walk never takes: they leave the game rather than play it.
AVOID = ("abandon", "give up", "new game", "nouvelle partie", "rematch", "revanche")


def play_step(page, rng):
    """Answer the question on screen once. Returns False when there is nothing to answer."""
    if page.locator("#game-over").count():
        return False
    before = step_of(page)
    prompt = page.locator("#prompt")
    roll = prompt.get_by_test_id("roll-for-me")
    if roll.count() and roll.is_enabled():
        roll.click()
        return _wait_new_step(page, before)
    confirm = prompt.get_by_test_id("numbers-confirm")
    if confirm.count() and confirm.is_enabled():
        if _answer_numbers(page, confirm, before):
            return True
        # refused (an impossible total): nudge each field up once and try again
        for plus in prompt.locator("[data-testid$=-plus]").all():
            if plus.is_enabled():
                plus.click()
                if _answer_numbers(page, confirm, before):
                    return True
        return False
    if page.locator(".tm-picker").count() and _play_a_tm_card(page, rng, before):
        return True
    buttons = [b for b in prompt.locator(".choices button").all()
               if b.is_enabled() and not any(w in (b.inner_text() or "").lower() for w in AVOID)]
    if buttons:
        primary = [b for b in buttons if "primary" in (b.get_attribute("class") or "")]
        pick = rng.choice(primary) if primary and rng.random() < 0.7 else rng.choice(buttons)
        pick.click()
        return _wait_new_step(page, before)
    # Questions answered on the picture: a Terraforming Mars tile goes on a marked space,
    # the solo cards are drawn by the app.
    for target in ("#picture [data-testid^=space-]", "#picture [data-testid=tm-draw]"):
        spots = page.locator(target)
        if spots.count():
            spots.nth(rng.randrange(spots.count())).click()
            return _wait_new_step(page, before)
    return False


def _play_a_tm_card(page, rng, before):
    """Terraforming Mars' card list ("Play a card"): look a card up by a cost, pick the first
    one the list does not flag, pay as proposed. False when none is found or it is refused
    (the walk then answers the question, "Back to the actions")."""
    page.fill("#tm-card-search", str(rng.randrange(0, 26)))
    playable = page.locator("#tm-matches .tm-card:not(.unmet)")
    if not playable.count():
        return False
    playable.first.click()
    page.get_by_test_id("tm-play-confirm").click()
    return _wait_new_step(page, before, 4000)


def walk(page, steps, seed=1, on_step=None):
    """Play up to `steps` answers; on_step(page, i) is called before each answer and once at the end."""
    rng = random.Random(seed)
    done = 0
    for i in range(steps):
        if on_step:
            on_step(page, i)
        if not play_step(page, rng):
            break
        done += 1
    if on_step:
        on_step(page, done)
    return done
