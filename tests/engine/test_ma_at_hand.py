"""Issue 11, "the table at hand", for Mars Attacks: the panic result names who goes down
(the board's figures, or the dice in the order rolled when the app has no figures), and
the log's headings (a round, then whose turn). Every new message is rendered in both
languages through the catalogs, as the front end renders it."""

import pytest

from solobots.ma import tools_game
from test_ma_kit import Table, catalog, core_catalog, render

LANGS = ("fr", "en")


def cat(lang):
    return dict(catalog(lang), **core_catalog(lang))


def said(state, lang):
    return render(state["instr"]["msg"], cat(lang), lang)


def lines(state, lang, kind=None):
    return [render(line["msg"], cat(lang), lang) for line in state["log"] if kind is None or line["kind"] == kind]


def tool(kind):
    state = tools_game.setup({}, "at-hand")
    return tools_game.apply(state, {"type": "answer", "value": kind})


def act(state, *actions):
    from logbook import applied
    for a in actions:
        state = applied(tools_game.apply, state, a)
    return state


def roll(faces):
    return {"type": "roll", "faces": faces}


def setf(field, value):
    return {"type": "tool_set", "field": field, "value": value}


# -- the panic after a kill names who goes down -------------------------------------------
def board_kill(panic_faces):
    t = Table(objectives=False)
    t.place("martian_disintegrator", "C6")
    sgt = t.place("us_sergeant", "C3")
    civ = t.place("civilian", "C3")
    rifle = t.place("us_rifleman", "C3")
    t.martian_turn().card("left_closest").answer(sgt).answer("tool_shoot")
    t.roll(["4", "4", "4", "1", "1"]).roll(["1", "1", "1"])
    n0 = len(t.state["log"])
    t.roll(panic_faces)
    t.state["log"] = t.state["log"][n0:]
    return t, civ, rifle


@pytest.mark.parametrize("lang", LANGS)
def test_board_panic_names_the_figure_in_the_instruction_and_the_log_line(lang):
    t, civ, rifle = board_kill(["2", "7"])
    assert t.fig(civ)["panicked"] and not t.fig(rifle)["panicked"]
    line = t.state["log"][0]
    assert line["kind"] == "dice" and line["msg"]["key"] == "ma.log.panic_named"
    civilian = {"fr": "Civil (C3)", "en": "Civilian (C3)"}[lang]
    text = render(line["msg"], cat(lang), lang)
    assert civilian in text and ("2, 7" in text)
    assert civilian in said(t.state, lang)
    if lang == "fr":
        assert text == "Panique (2, 7)\u202f: Civil (C3) tombe (1 sur 2)."
    else:
        assert text == "Panic (2, 7): Civilian (C3) goes down (1 of 2)."


@pytest.mark.parametrize("lang", LANGS)
def test_board_panic_with_two_going_down_names_both(lang):
    t, _civ, _rifle = board_kill(["1", "4"])
    text = render(t.state["log"][0]["msg"], cat(lang), lang)
    assert {"fr": "Civil (C3) et Soldat US avec Fusil (C3) tombent (2 sur 2)",
            "en": "Civilian (C3) and US Soldier with Rifle (C3) go down (2 of 2)"}[lang] in text


@pytest.mark.parametrize("lang", LANGS)
def test_board_panic_with_nobody_going_down(lang):
    t, _civ, _rifle = board_kill(["5", "8"])
    assert t.state["log"][0]["msg"]["key"] == "ma.log.panic_none"
    assert {"fr": "personne ne tombe (2 tiennent bon)", "en": "nobody goes down (2 hold)"}[lang] in said(t.state, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_without_figures_the_panic_dice_name_who_goes_down_in_the_order_rolled(lang):
    s = act(tool("shoot"), setf("armour", False), setf("others", 3), roll(["6", "6", "1"]), roll(["1", "1", "1"]))
    prompt = render(s["ask"]["prompt"]["msg"], cat(lang), lang)
    assert {"fr": "dé 1, dé 2", "en": "die 1, die 2"}[lang] in prompt
    s = act(s, roll(["1", "5", "4"]))
    assert s["instr"]["msg"]["key"] == "ma.tool.outcome.with_panic_dice"
    assert {"fr": "couchez les figurines des dés 1 et 3 (2 sur 3)",
            "en": "lay down the figures of dice 1 and 3 (2 of 3)"}[lang] in said(s, lang)
    assert {"fr": "Panique (1, 5, 4)\u202f: les figurines des dés 1 et 3 tombent (2 sur 3).",
            "en": "Panic (1, 5, 4): the figures of dice 1 and 3 go down (2 of 3)."}[lang] in lines(s, lang, "dice")


@pytest.mark.parametrize("lang", LANGS)
def test_panic_tool_names_the_dice_one_and_none(lang):
    s = act(tool("panic"), setf("count", 2), roll(["6", "3"]))
    assert {"fr": "Panique\u202f: couchez la figurine du dé 2 (1 sur 2).",
            "en": "Panic: lay down the figure of die 2 (1 of 2)."}[lang] == said(s, lang)
    assert {"fr": "la figurine du dé 2 tombe", "en": "the figure of die 2 goes down"}[lang] in lines(s, lang, "dice")[-1]
    s = act(tool("panic"), setf("count", 2), roll(["6", "8"]))
    assert s["instr"]["msg"]["key"] == "ma.tool.outcome.panic_none"
    assert {"fr": "personne ne tombe (2 tiennent bon)", "en": "nobody goes down (2 hold)"}[lang] in said(s, lang)
    assert lines(s, lang, "dice")[-1].endswith({"fr": "personne ne tombe (2 tiennent bon).", "en": "nobody goes down (2 hold)."}[lang])


# -- log headings ---------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_each_round_and_each_turn_has_its_heading(lang):
    t = Table(objectives=False)
    t.place("martian_disintegrator", "C6")
    t.start()
    t.answer("done")
    assert t.q == "draw"
    rounds = [line for line in t.state["log"] if line["kind"] == "round"]
    turns = [line for line in t.state["log"] if line["kind"] == "turn"]
    assert [r["msg"]["params"]["n"] for r in rounds] == [1]
    assert [x["msg"]["key"] for x in turns] == ["ma.log.player_turn", "ma.log.martian_turn"]
    # One word in each language: the rulebook's "round" (issue 22: "round 1" beside "Manche 1").
    assert lines(t.state, lang, "round") == ["Round 1"]
    assert lines(t.state, lang, "turn") == {"fr": ["Votre tour (round 1)", "Tour des Martiens (round 1)"],
                                            "en": ["Your turn (round 1)", "The Martians’ turn (round 1)"]}[lang]
    # the heading comes before the turn's lines
    keys = [line["msg"]["key"] for line in t.state["log"]]
    assert keys.index("ma.log.round") < keys.index("ma.log.player_turn")


@pytest.mark.parametrize("lang", LANGS)
def test_the_end_of_the_round_and_the_next_round_have_headings(lang):
    t = Table(objectives=False, first="player")
    t.start().answer("round_end")
    assert [line["msg"]["key"] for line in t.state["log"] if line["kind"] == "turn"][-1] == "ma.log.round_end"
    t.answer("no").answer("martian")
    assert lines(t.state, lang, "round") == ["Round 1", "Round 2"]
    turns = lines(t.state, lang, "turn")
    assert turns[-2:] == {"fr": ["Fin du round 1", "Tour des Martiens (round 2)"],
                          "en": ["End of round 1", "The Martians’ turn (round 2)"]}[lang]
