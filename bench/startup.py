"""Start-up: a first visit (bytes and requests as Pages serves them, engine ready, "ready to
use offline"), a warm visit and an offline visit of the app, beside bare Pyodide boots of
the same vendored files; optionally with the machine's other core kept busy."""

import contextlib
import subprocess
import time

from browser import fresh_browser, visit
from wire import summary


def startup_run(p, site_dir, path, throttle, app):
    """First, warm and (for the app) offline visits in one new browser profile."""
    with fresh_browser(p, site_dir) as (site, ctx):
        page, fcp, first = visit(ctx, site.url + path, throttle)
        at_ready = site.mark()
        row = {"fcp": fcp, "first": first}
        if app:
            # "ready to use offline": said by the page (data-offline) where the build says
            # it, else the moment the service worker became active (it precaches on install).
            page.wait_for_function("window.__bench.sw", timeout=180_000, polling=50)
            if page.evaluate("document.documentElement.hasAttribute('data-offline')"):
                page.wait_for_function("window.__bench.offline", timeout=180_000, polling=50)
            marks = page.evaluate("window.__bench")
            row["offline_ready"] = marks.get("offline") or marks.get("sw")
            row["sw_active"] = marks.get("sw")
        time.sleep(1.0)  # whatever the first visit still fetches in the background
        log = list(site.log[: site.mark()])
        row["by_ready"] = summary(log[:at_ready])
        row["first_visit"] = summary(log)
        page.close()
        mark = site.mark()
        warm_page, warm_fcp, warm = visit(ctx, site.url + path, throttle)
        warm_page.close()
        row.update(warm=warm, warm_fcp=warm_fcp, warm_visit=summary(site.log[mark: site.mark()]))
        if app:
            site.stop()
            off_page, _, row["offline"] = visit(ctx, site.url + path, throttle)
            off_page.close()
    for key in ("by_ready", "warm_visit"):
        del row[key]["files"]
    return row


@contextlib.contextmanager
def other_core_busy(busy):
    """`yes > /dev/null` on the side, as a player's busy tablet would be."""
    proc = subprocess.Popen(["yes"], stdout=subprocess.DEVNULL) if busy else None
    try:
        yield
    finally:
        if proc:
            proc.kill()
            proc.wait()


def startup(p, site_dir, runs, throttle=1, busy=False, bare_page=True):
    app, bare, bare_worker = [], [], []
    with other_core_busy(busy):
        for _ in range(runs):  # interleaved, so all meet the same machine
            app.append(startup_run(p, site_dir, "", throttle, app=True))
            if bare_page:
                bare.append(startup_run(p, site_dir, "bench-bare.html", throttle, app=False))
            bare_worker.append(startup_run(p, site_dir, "bench-bare-worker.html", throttle, app=False))
    return app, bare, bare_worker
