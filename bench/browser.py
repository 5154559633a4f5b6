"""A fresh Chromium profile beside the site served as Pages serves it, and one visit."""

import contextlib
import shutil
import tempfile

from localsite import CHROMIUM_ARGS, chromium_path
from wire import PagesSite

# When the engine says ready, when the page says "ready to use offline" (data-offline, from
# the build of issue 30 on), and when the service worker became active (every build).
PROBE = """
window.__bench = {};
new MutationObserver(() => {
  const html = document.documentElement;
  if (!html) return;
  if (html.dataset.engine === 'ready' && !window.__bench.ready) window.__bench.ready = performance.now();
  if (html.dataset.offline === 'ready' && !window.__bench.offline) window.__bench.offline = performance.now();
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-engine', 'data-offline'] });
if (navigator.serviceWorker) navigator.serviceWorker.ready.then(() => { window.__bench.sw = performance.now(); });
"""


def launch(p, profile):
    return p.chromium.launch_persistent_context(
        profile, executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True,
        viewport={"width": 1180, "height": 820}, locale="fr-FR")


@contextlib.contextmanager
def fresh_browser(p, site_dir):
    """A site served as Pages serves it and a browser with a new, empty profile; both gone afterwards."""
    site = PagesSite(site_dir)
    profile = tempfile.mkdtemp(prefix="bench-")
    ctx = launch(p, profile)
    ctx.add_init_script(PROBE)
    try:
        yield site, ctx
    finally:
        ctx.close()
        with contextlib.suppress(Exception):
            site.stop()
        shutil.rmtree(profile, ignore_errors=True)


def visit(ctx, url, throttle=1):
    page = ctx.new_page()
    if throttle > 1:
        ctx.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    page.goto(url)
    page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=180_000)
    fcp = page.evaluate("(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime || null")
    return page, fcp, page.evaluate("window.__bench.ready")
