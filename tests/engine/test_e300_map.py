"""The map data against the base-game facts (reference/300-facts.md), control, and roads."""

import json
from pathlib import Path

import pytest

from solobots.e300 import board
from solobots.e300 import geography as G
from test_e300_helpers import with_board

# From reference/300-facts.md ("Map"): 10 roads, the Abydos–Pella one only with the bridge.
FACT_ROADS = {
    ("Abydos", "Ephesos"), ("Abydos", "Pella"), ("Athenai", "Korinthos"), ("Athenai", "Thebai"),
    ("Delphi", "Larissa"), ("Delphi", "Thebai"), ("Korinthos", "Sparta"), ("Korinthos", "Thebai"),
    ("Larissa", "Pella"), ("Larissa", "Thebai"),
}
FACT_PORTS = {"Abydos", "Athenai", "Ephesos", "Eretria", "Naxos", "Pella", "Sparta", "Thebai"}
FACT_MAJORS = {"greece": {"Athenai", "Sparta"}, "persia": {"Abydos", "Ephesos"}}
FACT_AMPHORAE = {"Abydos": 3, "Ephesos": 3, "Athenai": 2, "Sparta": 2}
# shared/ sits beside the repository (here and in CI).
SHARED_MAP = Path(__file__).resolve().parents[3] / "shared" / "reference" / "300-map.json"


def test_eleven_cities():
    assert sorted(["Abydos", "Athenai", "Delphi", "Ephesos", "Eretria", "Korinthos", "Larissa", "Naxos",
                               "Pella", "Sparta", "Thebai"]) == G.CITIES


def test_roads_match_the_facts():
    roads = {tuple(sorted(r)) for r in G.ROADS} | {tuple(sorted(G.BRIDGE))}
    assert roads == FACT_ROADS
    assert tuple(sorted(G.BRIDGE)) == ("Abydos", "Pella")
    assert len(G.ROADS) == 9


def test_ports_and_majors_match_the_facts():
    assert set(G.PORTS) == FACT_PORTS
    assert {side: set(cs) for side, cs in G.MAJORS.items()} == FACT_MAJORS
    for city in ("Delphi", "Korinthos", "Larissa"):
        assert not G.is_port(city)


def test_amphorae_and_score_values():
    for city in G.CITIES:
        assert G.supply_value(city) == FACT_AMPHORAE.get(city, 1)
        assert G.score_value(city) == (2 if G.major_of(city) else 1)


def test_islands_have_no_road():
    for island in ("Eretria", "Naxos"):
        assert G.neighbours(island, True) == []


@pytest.mark.skipif(not SHARED_MAP.exists(), reason="shared reference not mounted")
def test_same_as_the_shared_reference_map():
    ref = json.loads(SHARED_MAP.read_text("utf-8"))
    assert set(ref["cities"]) == set(G.CITIES)
    assert set(ref["ports"]) == set(G.PORTS)
    assert {tuple(sorted(r)) for r in ref["landLinks"]} == {tuple(sorted(r)) for r in G.ROADS}
    assert sorted(ref["bridge"]["between"]) == sorted(G.BRIDGE)
    for city, data in ref["cities"].items():
        assert data["supply"] == G.supply_value(city)
        assert data["score"] == G.score_value(city)
        assert data["majorOf"] == G.major_of(city)


def test_bridge_road_only_when_built():
    assert "Pella" in G.neighbours("Abydos", True)
    assert "Pella" not in G.neighbours("Abydos", False)
    assert "Abydos" not in G.neighbours("Pella", False)


# -- control (rulings, "State the app keeps") ----------------------------------------

@pytest.mark.parametrize("units,city,owner", [
    ({}, "Athenai", "greece"),                     # a major city belongs to its side…
    ({"Athenai": (0, 0, 1, 0)}, "Athenai", "persia"),  # …unless enemy armies stand in it
    ({"Abydos": (2, 0, 0, 0)}, "Abydos", "greece"),
    ({}, "Abydos", "persia"),
    ({}, "Thebai", None),                          # any other city: whoever has armies, else nobody
    ({"Thebai": (1, 0, 0, 0)}, "Thebai", "greece"),
    ({"Thebai": (0, 0, 1, 0)}, "Thebai", "persia"),
    ({"Thebai": (0, 3, 0, 0)}, "Thebai", None),    # fleets do not control a city
    ({"Thebai": (1, 0, 1, 0)}, "Thebai", None),    # both sides: contested (a battle is due)
    ({"Athenai": (1, 0, 2, 0)}, "Athenai", None),
])
def test_control(units, city, owner):
    assert board.control(with_board(units=units), city) == owner


def test_reach_goes_through_controlled_cities_only():
    s = with_board(units={"Pella": (0, 0, 2, 0), "Larissa": (1, 0, 0, 0)}, bridge=True)
    # Larissa is Greek: entering it ends the move, so Thebai and Delphi are out of reach;
    # an empty Abydos is still Persian, so the path goes on to Ephesos.
    assert board.reach(s, "Pella") == {"Abydos", "Ephesos", "Larissa"}
    s = with_board(units={"Pella": (0, 0, 2, 0), "Larissa": (0, 0, 1, 0)}, bridge=False)
    assert board.reach(s, "Pella") == {"Larissa", "Delphi", "Thebai"}


def test_reach_from_abydos_depends_on_the_bridge():
    s = with_board(units={"Abydos": (0, 0, 3, 0)}, bridge=True)
    assert board.reach(s, "Abydos") == {"Ephesos", "Pella"}
    s["bridge"] = False
    assert board.reach(s, "Abydos") == {"Ephesos"}
