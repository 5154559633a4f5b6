"""BENCHMARKS.md's tables from the runs' figures."""

import math
import statistics

from wire import PART_NAMES

# Issue 30's goals.
MAX_FIRST_VISIT_BYTES = 10e6
MIN_SCORE, MAX_LCP, MAX_TBT = 0.95, 2500, 100
MAX_WARM_RATIO, MAX_FIRST_RATIO, MAX_OFFLINE_RATIO = 0.6, 0.8, 1.5


def med(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else float("nan")


def ms(v):
    if v is None or math.isnan(v):
        return "–"
    return f"{v:.0f} ms" if v >= 100 else f"{v:.1f} ms"


def mb(v):
    return f"{v / 1e6:.2f} MB" if v >= 1e5 else f"{v / 1e3:.1f} kB"


def ratio(a, b):
    return a / b if b and not math.isnan(b) else float("nan")


def baseline(bare, bare_worker, key):
    """The faster of the two bare boots: the stricter yardstick."""
    return min(med([r.get(key) for r in bare]) if bare else math.inf, med([r.get(key) for r in bare_worker]))


def startup_table(app, bare, bare_worker, title):
    m = {k: med([r.get(k) for r in app]) for k in ("fcp", "first", "warm", "offline", "warm_fcp", "offline_ready")}
    b = {k: med([r.get(k) for r in bare]) for k in ("first", "warm")} if bare else None
    w = {k: med([r.get(k) for r in bare_worker]) for k in ("first", "warm")}

    def row(label, key):
        page = f"{ms(b[key])} | {ratio(m[key], b[key]):.2f}" if b else "– | –"
        return f"| {label} | {ms(m[key])} | {page} | {ms(w[key])} | {ratio(m[key], w[key]):.2f} |"

    return [
        f"### {title}", "",
        "| measure | app | bare Pyodide, page | ratio | bare Pyodide, worker | ratio |",
        "|---|---|---|---|---|---|",
        f"| first screen (first contentful paint), first visit | {ms(m['fcp'])} | – | – | – | – |",
        f"| first screen, warm visit | {ms(m['warm_fcp'])} | – | – | – | – |",
        row("engine ready, first visit", "first"),
        row("engine ready, warm visit", "warm"),
        f"| ready to use offline, first visit | {ms(m['offline_ready'])} | – | – | – | – |",
        f"| engine ready, offline visit (service worker) | {ms(m['offline'])} | – | – | – | – |",
        "",
    ]


def bytes_table(app, bare, bare_worker):
    """The first visit on the wire, part by part (median of the runs), the requests, and the
    heaviest files of the first run."""
    lines = ["| part | by engine ready | whole first visit |", "|---|---|---|"]
    for part in PART_NAMES:
        ready = med([r["by_ready"]["parts"][part] for r in app])
        whole = med([r["first_visit"]["parts"][part] for r in app])
        if whole or ready:
            lines.append(f"| {part} | {mb(ready)} | {mb(whole)} |")
    total_ready = med([r["by_ready"]["bytes"] for r in app])
    total = med([r["first_visit"]["bytes"] for r in app])
    lines += [f"| **total** | **{mb(total_ready)}** | **{mb(total)}** |",
              f"| requests | {med([r['by_ready']['requests'] for r in app]):.0f} "
              f"| {med([r['first_visit']['requests'] for r in app]):.0f} |", ""]
    bare_bytes = med([r["first_visit"]["bytes"] for r in (bare or bare_worker)])
    lines += [f"A bare Pyodide boot of the same vendored files: {mb(bare_bytes)} in "
              f"{med([r['first_visit']['requests'] for r in (bare or bare_worker)]):.0f} requests. "
              f"A warm visit of the app: {mb(med([r['warm_visit']['bytes'] for r in app]))} in "
              f"{med([r['warm_visit']['requests'] for r in app]):.0f} requests (revalidations included).", "",
              "The heaviest files of the first run's first visit (gz: gzipped by the server, as Pages does):", "",
              "| file | on the wire |", "|---|---|"]
    for path, size, encoding in app[0]["first_visit"]["files"][:12]:
        lines.append(f"| `{path}` | {mb(size)}{' (gz)' if encoding else ''} |")
    return [*lines, ""]


def goals_table(app, bare, bare_worker, busy, lh):
    first_bytes = med([r["first_visit"]["bytes"] for r in app])
    warm = ratio(med([r["warm"] for r in app]), baseline(bare, bare_worker, "warm"))
    first = ratio(med([r["first"] for r in app]), baseline(bare, bare_worker, "first"))
    offline = ratio(med([r["offline_ready"] for r in app]), med([r["first"] for r in app]))
    rows = [("first visit on the wire", "≤ 10 MB", mb(first_bytes), first_bytes <= MAX_FIRST_VISIT_BYTES),
            ("warm ready / bare Pyodide", "≤ 0.6×", f"{warm:.2f}×", warm <= MAX_WARM_RATIO),
            ("first-visit ready / bare first visit", "≤ 0.8×", f"{first:.2f}×", first <= MAX_FIRST_RATIO),
            ("ready to use offline / first-visit ready", "≤ 1.5×", f"{offline:.2f}×", offline <= MAX_OFFLINE_RATIO)]
    if busy:
        b = ratio(med([r["warm"] for r in busy[0]]), baseline(busy[1], busy[2], "warm"))
        rows.append(("warm ready / bare, other core busy", "≤ 0.6×", f"{b:.2f}×", b <= MAX_WARM_RATIO))
    if lh:
        score, lcp, tbt = (med([r[k] for r in lh]) for k in ("score", "lcp", "tbt"))
        rows += [("Lighthouse mobile performance", "≥ 0.95", f"{score:.2f}", score >= MIN_SCORE),
                 ("Lighthouse LCP", "≤ 2.5 s", ms(lcp), lcp <= MAX_LCP),
                 ("Lighthouse TBT", "≤ 100 ms", ms(tbt), tbt <= MAX_TBT)]
    lines = ["| goal | wanted | measured | met |", "|---|---|---|---|"]
    lines += [f"| {name} | {want} | {got} | {'yes' if ok else '**no**'} |" for name, want, got, ok in rows]
    return [*lines, "", "Ratios are held against the faster of the two bare boots (page or worker).", ""]


def lighthouse_table(lh):
    keys = ("score", "lcp", "tbt", "fcp", "tti", "cls", "requests", "bytes")
    m = {k: med([r[k] for r in lh]) for k in keys}
    return ["| performance score | LCP | total blocking time | FCP | time to interactive | CLS | requests | bytes |",
            "|---|---|---|---|---|---|---|---|",
            f"| {m['score']:.2f} | {ms(m['lcp'])} | {ms(m['tbt'])} | {ms(m['fcp'])} | {ms(m['tti'])} | {m['cls']:.3f} "
            f"| {m['requests']:.0f} | {mb(m['bytes'])} |", ""]


def key_figures(raw):
    """The figures issue 30 judges, from a run's raw figures."""
    app, bare, worker = raw["startup"]
    out = {"first-visit bytes on the wire (parts below)": mb(med([r["first_visit"]["bytes"] for r in app]))}
    for part in PART_NAMES:
        out[f"— {part}"] = mb(med([r["first_visit"]["parts"][part] for r in app]))
    out |= {
        "requests on a first visit": f"{med([r['first_visit']['requests'] for r in app]):.0f}",
        "bytes by engine ready": mb(med([r["by_ready"]["bytes"] for r in app])),
        "first screen (FCP), first visit": ms(med([r["fcp"] for r in app])),
        "engine ready, first visit": ms(med([r["first"] for r in app])),
        "engine ready, warm visit": ms(med([r["warm"] for r in app])),
        "warm ready / bare Pyodide": f"{ratio(med([r['warm'] for r in app]), baseline(bare, worker, 'warm')):.2f}×",
        "first-visit ready / bare": f"{ratio(med([r['first'] for r in app]), baseline(bare, worker, 'first')):.2f}×",
        "ready to use offline": ms(med([r["offline_ready"] for r in app])),
        "offline-ready / first-visit ready":
            f"{ratio(med([r['offline_ready'] for r in app]), med([r['first'] for r in app])):.2f}×",
    }
    busy = raw.get("startup_other_core_busy")
    if busy:
        out["warm ready / bare, other core busy"] = \
            f"{ratio(med([r['warm'] for r in busy[0]]), baseline(busy[1], busy[2], 'warm')):.2f}×"
    lh = raw.get("lighthouse")
    if lh:
        out["Lighthouse performance"] = f"{med([r['score'] for r in lh]):.2f}"
        out["Lighthouse LCP"] = ms(med([r["lcp"] for r in lh]))
        out["Lighthouse TBT"] = ms(med([r["tbt"] for r in lh]))
        out["Lighthouse CLS"] = f"{med([r['cls'] for r in lh]):.3f}"
        out["Lighthouse requests"] = f"{med([r['requests'] for r in lh]):.0f}"
    return out


def compare_table(before, after, before_label):
    b, a = key_figures(before), key_figures(after)
    lines = [f"| measure | before ({before_label}) | after |", "|---|---|---|"]
    lines += [f"| {k} | {b.get(k, '–')} | {v} |" for k, v in a.items()]
    return [*lines, ""]
