"""The table printed at the end of a run: what the smoke did in each browser engine and how
long it took. Its hooks are the root conftest's (tests/conftest.py): under pytest-xdist the
process that prints the summary collects nothing, so it never loads tests/cross_browser/conftest.py;
it reads the workers' reports alone (the browser's version rides on them)."""

from collections import defaultdict

ENGINES = ["chromium", "webkit", "firefox"]

_results = defaultdict(lambda: {"outcomes": {}, "seconds": 0.0, "why": set(), "version": ""})


def engine_of(nodeid):
    ids = nodeid.partition("@")[0].rpartition("[")[2].rstrip("]").split("-")  # "@…": pytest-xdist's group
    return next((e for e in ENGINES if e in ids), None)


def pytest_runtest_logreport(report):
    # Read from the report alone: under pytest-xdist (make test) the tests run in worker
    # processes and only their reports reach the process that prints the summary.
    engine = engine_of(report.nodeid)
    if not engine or "tests/cross_browser/test_smoke" not in report.nodeid:
        return
    r = _results[engine]
    # the engine's own time: its browser's start, its smoke and its close (every phase)
    r["seconds"] += report.duration
    r["version"] = dict(report.user_properties).get("engine_version") or r["version"]
    # a step's outcome is its worst phase: set up, run, torn down
    if report.skipped:
        r["outcomes"].setdefault(report.nodeid, "skipped")
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        r["why"].add(reason.removeprefix("Skipped: "))
    elif report.failed:
        r["outcomes"][report.nodeid] = "failed"
    elif report.when == "call":
        r["outcomes"].setdefault(report.nodeid, "passed")


def pytest_terminal_summary(terminalreporter):
    if not _results:
        return
    tr = terminalreporter
    tr.section("smoke in each browser engine")
    for engine in ENGINES:
        if engine not in _results:
            continue
        r = _results[engine]
        n = {k: list(r["outcomes"].values()).count(k) for k in ("passed", "failed", "skipped")}
        line = (f"{engine:9} {r['version'] or '':24} {n['passed']} passed, {n['failed']} failed, {n['skipped']} skipped"
                f"  in {r['seconds']:.0f} s")
        tr.write_line(line, red=bool(n["failed"]), yellow=bool(n["skipped"]) and not n["failed"],
                      green=not (n["failed"] or n["skipped"]))
        for why in sorted(r["why"]):
            tr.write_line(f"          SKIPPED: {why}", yellow=True)
