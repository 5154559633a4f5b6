"""The order the tests run in (tests/run_order.py): `make test` is CPU-bound on two cores,
and the order decides how well the waits of one worker are filled by the others."""

from collections import Counter
from itertools import pairwise

import run_order


class Mark:
    def __init__(self, name):
        self.args, self.kwargs = (name,), {}


class Item:
    """What the order reads of a collected test."""

    def __init__(self, nodeid, fixtures=(), group=None, line=0):
        self.nodeid, self.fixturenames, self.group, self.location = nodeid, list(fixtures), group, ("", line, "")

    def get_closest_marker(self, name):
        return Mark(self.group) if name == "xdist_group" and self.group else None

    def __repr__(self):
        return self.nodeid


def _names(items):
    return [item.nodeid.rpartition("::")[2] for item in items]


def test_the_engines_tests_first_then_the_longest_browser_test():
    items = [Item("tests/browser/test_a.py::short"), Item("tests/engine/test_x.py::rule"),
             Item("tests/browser/test_b.py::long"), Item("tests/engine/test_y.py::site", ["built"])]
    durations = {"tests/browser/test_a.py::short": 2, "tests/browser/test_b.py::long": 30,
                 "tests/engine/test_y.py::site": 5}
    assert _names(run_order.order(items, durations)) == ["rule", "long", "site", "short"]


def test_a_chain_keeps_its_steps_together_in_order_and_counts_as_their_sum():
    chain = [Item(f"tests/cross_browser/test_smoke.py::step{i}@smoke-x", group="smoke-x") for i in range(3)]
    items = [*chain, Item("tests/browser/test_a.py::one")]
    durations = {"tests/cross_browser/test_smoke.py::step0": 4, "tests/cross_browser/test_smoke.py::step1": 4,
                 "tests/cross_browser/test_smoke.py::step2": 4, "tests/browser/test_a.py::one": 10}
    assert _names(run_order.order(items, durations)) == ["step0@smoke-x", "step1@smoke-x", "step2@smoke-x", "one"]


def test_a_file_with_module_browsers_stays_whole():
    items = [Item("tests/cross_browser/test_touch.py::a"), Item("tests/browser/test_b.py::mid"),
             Item("tests/cross_browser/test_touch.py::b")]
    durations = {"tests/cross_browser/test_touch.py::a": 1, "tests/cross_browser/test_touch.py::b": 20,
                 "tests/browser/test_b.py::mid": 15}
    assert _names(run_order.order(items, durations)) == ["a", "b", "mid"]


def test_one_file_is_never_taken_twice_within_three_while_another_has_tests_left():
    items = [Item(f"tests/browser/test_still.py::t{i}") for i in range(4)]
    items += [Item(f"tests/browser/test_{f}.py::u") for f in "pq"]
    durations = {f"tests/browser/test_still.py::t{i}": 40 - i for i in range(4)}
    durations |= {"tests/browser/test_p.py::u": 3, "tests/browser/test_q.py::u": 2}
    files = [item.nodeid.split("::")[0].removeprefix("tests/browser/test_") for item in run_order.order(items, durations)]
    assert files == ["still.py", "p.py", "q.py", "still.py", "still.py", "still.py"]


def test_a_test_the_record_does_not_know_counts_as_its_files_median():
    items = [Item("tests/browser/test_a.py::known"), Item("tests/browser/test_a.py::new"),
             Item("tests/browser/test_b.py::other"), Item("tests/browser/test_c.py::unknown_file")]
    durations = {"tests/browser/test_a.py::known": 50, "tests/browser/test_b.py::other": 10}
    seconds = run_order.estimate(items, durations)
    assert seconds["tests/browser/test_a.py::new"] == 50
    assert seconds["tests/browser/test_c.py::unknown_file"] == 30  # the median of all known


def test_the_record_keeps_each_browser_test_and_any_slow_one_its_phases_summed(tmp_path):
    class Report:
        def __init__(self, nodeid, duration):
            self.nodeid, self.duration = nodeid, duration

    path = tmp_path / "durations.json"
    recorder = run_order.Recorder(path)
    for nodeid, seconds in [("tests/browser/test_a.py::t", 1.0), ("tests/browser/test_a.py::t", 2.25),
                            ("tests/cross_browser/test_smoke.py::s@smoke-webkit", 3.0),
                            ("tests/engine/test_x.py::slow", 1.5), ("tests/engine/test_x.py::rule", 0.2)]:
        recorder.pytest_runtest_logreport(Report(nodeid, seconds))
    recorder.pytest_sessionfinish(None)
    assert run_order.load_durations(path) == {"tests/browser/test_a.py::t": 3.2, "tests/engine/test_x.py::slow": 1.5,
                                              "tests/cross_browser/test_smoke.py::s": 3.0}


# The order of this very run, as the workers got it.

def test_this_runs_engines_tests_come_before_any_test_that_needs_the_site(request):
    needs_site = [not run_order.needs_no_site(item) for item in request.session.items]
    assert needs_site == sorted(needs_site)  # once one needs it, every one after it does


def test_this_runs_chains_keep_their_order_and_no_file_runs_three_abreast(request):
    items = request.session.items
    chains = {}
    for i, item in enumerate(items):
        if run_order.group_of(item):
            chains.setdefault(run_order.group_of(item), []).append((i, item))
    for name, steps in chains.items():  # one after another, as written in their file
        assert [i for i, _ in steps] == list(range(steps[0][0], steps[0][0] + len(steps))), name
        lines = [item.location[1] for _, item in steps]
        assert lines == sorted(lines), name
    browser = [run_order.path_of(item) for item in items if run_order.path_of(item).startswith("tests/browser/")]
    if len(set(browser)) < 2:
        return
    longest, run = Counter(), 1
    for before, path in pairwise(browser):
        run = run + 1 if path == before else 1
        longest[path] = max(longest[path], run)
    assert max(longest.values()) <= 3, longest.most_common(3)


def test_the_record_knows_nearly_every_browser_test_of_this_run(request):
    """A record fallen behind the tests orders them by guesses: `make durations` writes it anew."""
    durations = run_order.load_durations()
    assert durations, "tests/run_durations.json is missing or unreadable: make durations writes it"
    browser = [key for key in map(run_order.key_of, (item.nodeid for item in request.session.items))
               if key.startswith(run_order.BROWSER_FOLDERS)]
    if browser:  # not when the engines' tests run alone
        known = sum(key in durations for key in browser)
        assert known >= 0.9 * len(browser), f"{len(browser) - known} of {len(browser)} browser tests unrecorded"
