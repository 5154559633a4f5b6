"""The order the tests run in (tests/conftest.py): `make test` is CPU-bound on two cores,
and the order decides how well the waits of one worker are filled by the others."""

from collections import Counter
from itertools import pairwise


def _path(item):
    return item.nodeid.replace("\\", "/").split("::")[0]


def test_the_engines_tests_come_before_any_test_that_needs_the_site(request):
    items = request.session.items
    needs_site = [not _path(item).startswith("tests/engine/") or bool({"site_dir", "built"} & set(item.fixturenames))
                  for item in items]
    # once a test that needs the site comes, every test after it needs it too
    assert needs_site == sorted(needs_site)


def test_each_chain_of_steps_keeps_its_order_and_the_browser_files_are_spread(request):
    items = request.session.items
    chains = {}
    for i, item in enumerate(items):
        group = item.get_closest_marker("xdist_group")
        if group:
            chains.setdefault(group.args[0] if group.args else group.kwargs["name"], []).append((i, item))
    for name, steps in chains.items():  # one after another, as written in their file
        assert [i for i, _ in steps] == list(range(steps[0][0], steps[0][0] + len(steps))), name
        lines = [item.location[1] for _, item in steps]
        assert lines == sorted(lines), name
    browser = [_path(item) for item in items if _path(item).startswith("tests/browser/")]
    if len(set(browser)) < 2:
        return
    # no file's tests run three abreast: the longest run of one file's tests is short
    longest, run = Counter(), 1
    for before, path in pairwise(browser):
        run = run + 1 if path == before else 1
        longest[path] = max(longest[path], run)
    assert max(longest.values()) <= 3, longest.most_common(3)
