"""The engine's card data is built from the shared reference by scripts/build_tm_cards.py
and committed (the site never reads ../shared): the committed files are what the script
builds, and the facts used agree with the rules text and its worked examples."""

import json
import pathlib

import pytest

import build_tm_cards
from solobots.tm.data import CARDS, CORPORATIONS

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.mark.skipif(not build_tm_cards.SHARED.exists(), reason="the shared reference is not beside the repository")
def test_the_committed_card_data_is_what_the_script_builds():
    for path, text in build_tm_cards.outputs().items():
        assert path.read_text("utf-8") == text, f"{path.name} is stale: run python3 scripts/build_tm_cards.py"


def test_the_committed_files_are_valid_json_with_every_card():
    data = json.loads((ROOT / "py" / "solobots" / "tm" / "cards.json").read_text("utf-8"))
    assert [c["id"] for c in data["cards"]] == [f"{n:03d}" for n in range(1, 209)]
    assert len(CORPORATIONS) == 13


def test_the_seed_s_example_cards_read_as_printed():
    """Seed V-3 A, cards A to E of its illustration: A steals a titanium production (Asteroid
    Mining Consortium); B needs oxygen at most 9 % and an energy production it lowers for M€
    (Cupola City); C is Asteroid (+1 temperature, removes up to 3 plants of any player);
    D needs 9 % oxygen and a plant production (Livestock, 1 VP per animal); E needs 5 %
    oxygen, an energy production, and makes space cards 2 M€ cheaper (Shuttles)."""
    a = CARDS["002"]
    assert a["opponent"][0]["what"] == "decrease_production" and a["opponent"][0]["resource"] == "titanium"
    b = CARDS["029"]
    assert b["req"] == [{"kind": "global", "param": "oxygen", "op": "<=", "value": 9}]
    assert b["production"]["energy"] < 0 < b["production"]["mc"]
    c = CARDS["009"]
    assert c["global"] == {"temperature": 1}
    assert c["opponent"][0] == {"what": "remove_resource", "resource": "plants", "amount": 3, "target": "any_player",
                                "optional": True, "up_to": True}
    d = CARDS["184"]
    assert d["req"][0]["value"] == 9 and d["production_check"] == {"plants": 1}
    assert d["vp"] == {"kind": "per_resource", "vp": 1, "per": 1} and d["action"] == {"add_resources": 1}
    e = CARDS["166"]
    assert e["req"][0]["value"] == 5 and e["production_check"] == {"energy": 1}
    assert e["discount"] == {"amount": 2, "tags": ["space"], "per": "tag"}


def test_the_seed_s_corporation_examples():
    """Seed V-3 A: PhoboLog's titanium is worth 4; Thorgate makes power cards cheaper."""
    assert "titanium_4" in CORPORATIONS["R09"]["effects"] and CORPORATIONS["R09"]["resources"] == {"titanium": 10}
    assert "power_discount" in CORPORATIONS["R13"]["effects"]


def test_twenty_five_cards_and_six_corporations_are_custom():
    assert sorted(c for c, v in CARDS.items() if v.get("custom")) == [
        "005", "023", "031", "037", "038", "064", "066", "067", "073", "074", "086", "109", "128", "131",
        "147", "152", "156", "172", "173", "185", "188", "194", "195", "200", "206"]
    assert sorted(c for c, v in CORPORATIONS.items() if v["custom"]) == ["R03", "R08", "R19", "R24", "R31", "R32"]
