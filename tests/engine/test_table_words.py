"""Issue 34, words: what an instruction tells the player to tap is the button's own label,
one word for one thing, no participle that must agree with a figure's name, a note that
joins a list ends without its own full stop, the square of an objective said once."""

import json
from pathlib import Path

import pytest

from test_ma_kit import Table

I18N = Path(__file__).resolve().parents[2] / "web" / "i18n"


def cat(lang, name):
    return json.loads((I18N / lang / f"{name}.json").read_text("utf-8"))


def texts(value):
    return [v for k, v in value.items() if k != "count"] if isinstance(value, dict) else [value]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_an_instruction_names_the_button_as_it_reads(lang):
    e300, kotd = cat(lang, "e300"), cat(lang, "kotd")
    assert e300["e300.btn.greek_op_done"] in e300["e300.instr.your_battle_over"]
    assert kotd["kotd.choice.end_turn"] in kotd["kotd.prompt.after_roll"]


def test_supply_is_counted_in_amphorae_in_the_log_and_in_why():
    for lang, word, other in (("fr", "amphores", "vivres"), ("en", "amphorae", "food ")):
        e300 = cat(lang, "e300")
        said = [t for k, v in e300.items() if k.startswith(("e300.why.supply", "e300.log.", "e300.help.")) for t in texts(v)]
        assert not [t for t in said if other in t], lang
        assert all(word in t for t in texts(e300["e300.why.supply_count"]))


def test_a_kill_is_said_without_a_participle_to_agree_with_the_figure():
    ma = cat("fr", "ma")
    for key in ("ma.tool.outcome.killed", "ma.log.outcome.killed"):
        for text in texts(ma[key]):
            assert "tué" not in text, (key, text)  # « Eva tué »


def test_notes_joined_into_an_instruction_end_without_a_full_stop():
    for lang in ("fr", "en"):
        tm = cat(lang, "tm")
        for key, value in tm.items():
            if key.startswith("tm.todo."):
                for text in texts(value):
                    assert not text.rstrip().endswith("."), (lang, key, text)


def test_a_move_onto_the_objective_says_its_square_once():
    t = Table(objectives=True, objective_markers=True)
    t.place("martian_disintegrator", "B2")
    t.place("us_rifleman", "H8")
    t.objective("B4")
    t.martian_turn().card("left_closest")
    if t.q == "objective":
        t.answer("no")
    assert t.instr == "ma.instr.move_onto_objective"
    assert t.state["instr"]["msg"]["params"]["square"] == "B4"
