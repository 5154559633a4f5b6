"""Which Martian acts: sector, then position, on the board; asked without it."""

import pytest

from solobots.ma import deck
from test_ma_kit import Table

# One human at D1; Martians spread so each sector x position names a different figure
# (columns 3 and 6, shared by two sectors, are left empty on purpose).
LAYOUT = {
    "L1": ("martian_disintegrator", "A3"),   # left, real distance² 13
    "L2": ("martian_disintegrator", "B6"),   # left, 29
    "L3": ("martian_freeze_ray", "A8"),      # left, big gun, 58
    "C1": ("martian_leader", "D4"),          # centre, 9
    "C2": ("martian_disintegrator", "E8"),   # centre, 50
    "C3": ("general_tor", "E5"),             # centre, big gun, 17
    "R1": ("martian_disintegrator", "G2"),   # right, 10
    "R2": ("martian_disintegrator", "H7"),   # right, 52
}
EXPECTED = {
    "left_closest": "L1", "left_farthest": "L3", "left_big_gun": "L3",
    "centre_closest": "C1", "centre_farthest": "C2", "centre_big_gun": "C3",
    "right_closest": "R1", "right_farthest": "R2", "right_big_gun": "R1",
}


def board(skip=(), **options):
    options.setdefault("objectives", False)
    t = Table(**options)
    t.place("us_rifleman", "D1")
    ids = {name: t.place(profile, square) for name, (profile, square) in LAYOUT.items() if name not in skip}
    return t, ids


@pytest.mark.parametrize("card", sorted(EXPECTED))
def test_each_sector_and_position(card):
    t, ids = board()
    t.martian_turn().card(card)
    assert t.state["mt"]["figure"] == ids[EXPECTED[card]]
    position = card.split("_", 1)[1]
    if card == "right_big_gun":
        assert "ma.log.no_big_gun" in t
        assert "ma.log.acts.closest" in t
    else:
        assert "ma.log.acts." + position in t
    assert "ma.log.pool_sector" in t


def test_empty_sector_means_the_whole_board():
    t, ids = board(skip=("R1", "R2"))
    t.martian_turn().card("right_farthest")
    assert "ma.log.pool_anywhere" in t and "ma.figure_choice_anywhere" in t.refs()
    assert t.state["mt"]["figure"] == ids["L3"]  # 58: the farthest anywhere


def test_all_activated_in_the_sector_means_the_whole_board():
    t, ids = board()
    for name in ("R1", "R2"):
        t.do({"type": "mark", "figure": ids[name], "mark": "activated", "value": True})
    t.martian_turn().card("right_closest")
    assert t.state["mt"]["figure"] == ids["C1"]


def test_all_activated_everywhere_voids_the_card():
    t, ids = board()
    for fid in ids.values():
        t.do({"type": "mark", "figure": fid, "mark": "activated", "value": True})
    t.martian_turn().card("centre_closest")
    assert t.q == "void_card" and t.instr == "ma.instr.no_martian_left" and t.cite == "ma.no_martian"
    t.answer("done")
    assert t.q == "draw" and t.state["mt"]["thing"] == 2


def test_big_gun_absent_in_the_sector_plays_as_closest():
    t, ids = board(skip=("L3",))
    t.martian_turn().card("left_big_gun")
    assert t.state["mt"]["figure"] == ids["L1"]
    assert "ma.big_gun" in t.refs()


def test_big_gun_counts_only_non_activated_figures():
    t, ids = board()
    t.do({"type": "mark", "figure": ids["C3"], "mark": "activated", "value": True})
    t.martian_turn().card("centre_big_gun")
    assert t.state["mt"]["figure"] == ids["C1"]  # no free big gun in the centre: closest


def test_ties_are_put_to_the_player():
    t = Table(objectives=False)
    t.place("us_rifleman", "D1")
    a = t.place("martian_disintegrator", "C3")
    b = t.place("martian_disintegrator", "E3")
    t.martian_turn().card("centre_closest")
    assert t.q == "tie_figure" and sorted(t.values) == sorted([a, b])
    assert t.marks["candidates"] == [a, b] and t.cite == "ma.ties"
    t.answer(b)
    assert t.state["mt"]["figure"] == b and "ma.log.tie_picked" in t


def test_farthest_ties_too():
    t = Table(objectives=False)
    t.place("us_rifleman", "D1")
    a = t.place("martian_disintegrator", "C5")
    b = t.place("martian_disintegrator", "E5")
    t.martian_turn().card("centre_farthest")
    assert t.q == "tie_figure" and sorted(t.values) == sorted([a, b])


def test_no_enemy_on_the_board_ties_every_candidate():
    t = Table(objectives=False)
    a = t.place("martian_disintegrator", "A1")
    b = t.place("martian_leader", "B5")
    t.martian_turn().card("left_closest")
    assert t.q == "tie_figure" and sorted(t.values) == sorted([a, b])
    assert "ma.log.no_enemy_to_measure" in t


def test_the_centre_overlaps_the_sides():
    t = Table(objectives=False)
    t.place("us_rifleman", "H8")
    c3 = t.place("martian_disintegrator", "C1")  # column 3: left and centre
    t.place("martian_disintegrator", "A2")
    t.martian_turn().card("centre_closest")
    assert t.state["mt"]["figure"] == c3


def test_edited_sectors_are_used():
    t = Table(objectives=False)
    t.place("us_rifleman", "H8")
    d = t.place("martian_disintegrator", "D1")
    t.place("martian_disintegrator", "G7")
    t.do({"type": "setting", "field": "left_to", "value": 4})
    t.martian_turn().card("left_closest")
    assert t.state["mt"]["figure"] == d


def test_panicked_enemies_still_count_for_distance():
    t = Table(objectives=False)
    t.place("us_rifleman", "A4", panicked=True)
    near = t.place("martian_disintegrator", "A5")
    t.place("martian_disintegrator", "B8")
    t.martian_turn().card("left_closest")
    assert t.state["mt"]["figure"] == near


def test_civilians_are_enemies_for_distance():
    t = Table(objectives=False)
    t.place("civilian", "B7")
    t.place("martian_disintegrator", "A1")
    near = t.place("martian_disintegrator", "B5")
    t.martian_turn().card("left_closest")
    assert t.state["mt"]["figure"] == near


@pytest.mark.parametrize("position", deck.POSITIONS)
def test_without_the_board_the_card_is_asked_in_its_words(position):
    t = Table(use_board=False)
    t.martian_turn().card("right_" + position)
    assert t.instr == "ma.instr.pick." + position
    params = t.state["instr"]["msg"]["params"]
    assert params["sector"]["key"] == "ma.sector.right"
    assert params["cols"]["params"] == {"lo": "F", "hi": "H"}
    assert t.q == "which_martian"
    assert t.values == ["martian_leader", "martian_freeze_ray", "martian_disintegrator", "general_tor", "none"]
    t.answer("general_tor")
    assert t.q == "forced_nb" and "ma.log.acts_named" in t


def test_without_the_board_no_martian_ends_the_thing():
    t = Table(use_board=False)
    t.martian_turn().card("left_closest").answer("none")
    assert t.q == "draw" and t.state["mt"]["thing"] == 2
