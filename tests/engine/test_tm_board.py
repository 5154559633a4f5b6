"""The Tharsis board as data: 61 spaces, 12 ocean-reserved, Noctis, symmetric adjacency,
the clockwise neighbour order (reference/tm-facts.md §1)."""

from solobots.tm import board as B
from solobots.tm.data import CARDS, CORPORATIONS, NOCTIS, OFF_BOARD, READING_ORDER, SPACES


def test_sixty_one_spaces_in_rows_of_5_to_9():
    assert len(SPACES) == 61
    rows = [sum(1 for s in SPACES.values() if s["row"] == r) for r in range(9)]
    assert rows == [5, 6, 7, 8, 9, 8, 7, 6, 5]
    assert [f"{i:02d}" for i in range(3, 64)] == READING_ORDER


def test_twelve_ocean_spaces_and_the_noctis_space():
    oceans = sorted(s for s in SPACES if SPACES[s]["type"] == "ocean")
    assert oceans == ["04", "06", "07", "13", "28", "32", "33", "34", "43", "44", "45", "63"]
    assert NOCTIS == "31" and SPACES["31"]["type"] == "noctis" and SPACES["31"]["bonus"] == {"plant": 2}
    assert sum(1 for s in SPACES.values() if s["type"] == "land") == 48
    assert sorted(s for s in SPACES if SPACES[s]["volcanic"]) == ["09", "14", "21", "29"]
    assert not B.is_land(NOCTIS) and not B.is_land("04") and B.is_land("03")


def test_adjacency_is_symmetric_and_at_most_six():
    for sid in SPACES:
        assert len(B.clockwise(sid)) == 6
        for n in B.neighbours(sid):
            assert sid in B.neighbours(n), (sid, n)


def test_the_three_clockwise_cases_of_the_facts_file():
    assert B.clockwise("51") == ["43", "44", "52", "58", "57", "50"]
    assert B.clockwise("20") == ["13", None, None, "28", "27", "19"]
    assert B.clockwise("03") == [None, None, "04", "09", "08", None]


def test_off_board_colonies_have_no_neighbours():
    assert sorted(OFF_BOARD) == ["01", "02"]
    for sid in OFF_BOARD:
        assert B.neighbours(sid) == [] and not B.on_mars(sid)


def test_rows_and_places_as_printed():
    assert B.row_and_place("03") == (1, 1)
    assert B.row_and_place("18") == (3, 5)
    assert B.row_and_place("63") == (9, 5)


def test_the_208_cards_and_13_corporations():
    assert len(CARDS) == 208 and sorted(CARDS) == [f"{i:03d}" for i in range(1, 209)]
    kinds = {}
    for c in CARDS.values():
        kinds[(c["type"], c["corporate_era"])] = kinds.get((c["type"], c["corporate_era"]), 0) + 1
    assert kinds == {("automated", False): 80, ("automated", True): 32, ("active", False): 33,
                     ("active", True): 26, ("event", False): 24, ("event", True): 13}
    assert min(c["cost"] for c in CARDS.values()) == 0 and max(c["cost"] for c in CARDS.values()) == 41
    assert CARDS["195"]["name"] == "Indentured Workers" and CARDS["195"]["cost"] == 0
    assert CARDS["092"]["name"] == "Io Mining Industries" and CARDS["092"]["cost"] == 41
    assert CARDS["006"]["name"] == "Inventors' Guild"
    assert all("event" in c["tags"] for c in CARDS.values() if c["type"] == "event")
    assert len(CORPORATIONS) == 13
    assert CORPORATIONS["R31"]["name"] == "Tharsis Republic" and CORPORATIONS["R31"]["mc"] == 40
