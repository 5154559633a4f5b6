"""The smoke's steps follow one another in one browser per engine (conftest.py): under
pytest-xdist's loadgroup (make test) each engine's steps must form one group, so they run
on one worker, in order. Without it a step could find on the table the game another
worker's step left, or none (seen: the export step read a Mars Attacks game)."""

import pytest

from engine_summary import engine_of


def test_the_smoke_steps_of_each_engine_run_on_one_worker_in_order(request):
    if not getattr(request.config.option, "loadgroup", False):  # set in pytest-xdist's workers
        pytest.skip("groups exist only under pytest-xdist's --dist loadgroup (make test)")
    smoke = [item for item in request.session.items if item.fspath.basename == "test_smoke.py"]
    if not smoke:
        pytest.skip("no smoke step selected in this run")
    assert all(item.nodeid.endswith(f"@smoke-{engine_of(item.nodeid)}") for item in smoke), \
        [item.nodeid for item in smoke][:3]
