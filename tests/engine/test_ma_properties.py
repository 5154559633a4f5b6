"""Property tests: random boards never crash the figure or target choice and always give
an instruction; random games through legal_actions stay legal, pure and renderable."""

import contextlib
import copy
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solobots.core.errors import RuleError
from solobots.ma import board as B
from solobots.ma import choose, deck, game, grid, profiles, targets, tools_game
from test_ma_kit import catalog, core_catalog, messages_of_view, random_walk, render, render_rule

CATS = {lang: dict(catalog(lang), **core_catalog(lang)) for lang in ("fr", "en")}

figure = st.fixed_dictionaries({
    "profile": st.sampled_from(profiles.PRINTED_IDS),
    "row": st.integers(1, 8), "col": st.integers(1, 8),
    "activated": st.booleans(), "panicked": st.booleans(),
})
squares = st.tuples(st.integers(1, 8), st.integers(1, 8))


def build(figs, marker_squares, use_board=True, **options):
    state = game.setup(dict(deck_mode="physical", use_board=use_board, **options), "prop")
    for f in figs:
        state = game.apply(state, {"type": "place", "profile": f["profile"], "row": f["row"], "col": f["col"]})
        fid = state["board"]["figures"][-1]["id"]
        for mark in ("activated", "panicked"):
            if f[mark]:
                state = game.apply(state, {"type": "mark", "figure": fid, "mark": mark, "value": True})
    for r, c in marker_squares:
        state = game.apply(state, {"type": "objective", "row": r, "col": c})
    return state


def check_view(state):
    view = game.view(state)
    assert view["instruction"] and view["instruction"]["msg"]["key"]
    msgs, rules = messages_of_view(view)
    for lang, cat in CATS.items():
        for m in msgs:
            render(m, cat, lang)
        for r in rules:
            render_rule(r, cat, lang)
    json.dumps(view)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(figure, max_size=14), st.lists(squares, max_size=3), st.sampled_from(deck.CARDS),
       st.randoms(use_true_random=False), st.booleans())
def test_random_boards_always_give_an_instruction(figs, objectives, card, rnd, objectives_on):
    state = build(figs, objectives, objectives=objectives_on)
    state = game.apply(state, {"type": "answer", "value": "start"})
    state = game.apply(state, {"type": "answer", "value": "done"})
    state = game.apply(state, {"type": "draw", "card": card})
    check_view(state)
    # Answer whatever is asked until the Martian turn is over; every step says something.
    for _ in range(40):
        if state["phase"] != "martian":
            break
        ask = state["ask"]
        if ask["kind"] == "choice":
            action = {"type": "answer", "value": rnd.choice(ask["values"])}
        elif ask["kind"] == "dice":
            action = {"type": "roll", "faces": None}
        else:
            action = {"type": "draw", "card": rnd.choice(deck.CARDS)}
        state = game.apply(state, action)
        check_view(state)
    assert state["phase"] == "player"


@settings(max_examples=200, deadline=None)
@given(st.lists(figure, max_size=16), st.sampled_from(deck.SECTORS), st.sampled_from(deck.POSITIONS))
def test_figure_choice_picks_extremes_of_the_pool(figs, sector, position):
    state = build(figs, [])
    res = choose.choose(state, sector, position)
    pool, where = choose.pool(state, sector)
    assert set(res["best"]) <= {f["id"] for f in pool}
    assert (where == "none") == (res["best"] == [])
    if res["d2"] is not None and res["best"]:
        considered = [f for f in pool if res["position"] != "big_gun" or profiles.big_gun(state, f["profile"])]
        ds = [B.nearest_enemy_d2(state, f) for f in considered]
        assert res["d2"] == (max(ds) if res["position"] == "farthest" else min(ds))
        for fid in res["best"]:
            assert B.nearest_enemy_d2(state, B.get(state, fid)) == res["d2"]
    for fid in res["best"]:
        f = B.get(state, fid)
        assert f["side"] == "martian" and not f["activated"]


@settings(max_examples=200, deadline=None)
@given(st.lists(figure, min_size=1, max_size=16))
def test_targets_are_in_range_and_nearest_first(figs):
    state = build(figs, [])
    for fig in B.figures(state, "martian"):
        found = targets.in_range(state, fig)
        ds = [grid.real2(B.pos(fig), B.pos(e)) for e in found]
        assert ds == sorted(ds)
        for e in found:
            assert e["side"] == "human" and profiles.in_range(state, fig["profile"], grid.squares(B.pos(fig), B.pos(e)))
        for sq in targets.freeze_squares(state, fig):
            assert sq["n"] >= 2


def _walk(module, seed, options):
    last = 0
    state = None
    for state in random_walk(module, seed, 120, options):
        view = module.view(state)
        msgs, rules = messages_of_view(view)
        msgs += [line["msg"] for line in state["log"][last:]]
        rules += [line["rule"] for line in state["log"][last:] if line["rule"]]
        last = len(state["log"])
        for lang, cat in CATS.items():
            for m in msgs:
                render(m, cat, lang)
            for r in rules:
                render_rule(r, cat, lang)
    return state


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([{}, {"use_board": False}, {"deck_mode": "physical", "first": "martian"},
                                                {"deck_mode": "virtual", "objectives": False, "explode": False}]))
def test_random_games_through_legal_actions(seed, options):
    _walk(game, seed, options)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6))
def test_random_tool_sessions(seed):
    _walk(tools_game, seed, {})


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.recursive(
    st.none() | st.booleans() | st.integers(-3, 12) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(
        ["type", "value", "faces", "card", "figure", "row", "col", "profile", "field", "side", "index", "open", "mark"]),
        inner, max_size=5), max_leaves=8))
def test_any_json_action_is_applied_or_refused_with_a_key(seed, action):
    for module in (game, tools_game):
        *_, state = random_walk(module, seed, 15)
        before = copy.deepcopy(state)
        try:
            module.apply(state, action)
        except RuleError as err:
            assert isinstance(err.key, str)
        assert state == before


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(["answer", "roll", "draw", "tool_set", "place", "move", "mark",
                                               "vp", "series", "series_cards", "setting", "objective", "remove"]),
       st.dictionaries(st.sampled_from(["value", "faces", "card", "figure", "row", "col", "profile", "field", "side",
                                        "index", "mark"]),
                       st.none() | st.booleans() | st.integers(-2, 10) | st.sampled_from(
                           ["f1", "f2", "yes", "start", "done", "8", "aim", "deck.invasion", "left_to", "human",
                            "martian_leader", "fig:f1", "4,4", "panicked"]) | st.lists(st.sampled_from(["1", "8"]), max_size=4),
                       max_size=4))
def test_typed_actions_never_crash(seed, kind, fields):
    *_, state = random_walk(game, seed, 25, {"deck_mode": "physical"})
    action = dict(fields, type=kind)
    with contextlib.suppress(RuleError):
        json.dumps(game.apply(state, action))
