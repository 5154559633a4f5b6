"""What the table screen shows for the "ma" game."""

from ..core.messages import msg
from ..core.outcome import from_winner, group, measure, result
from . import board as B
from . import deck, profiles, settings, tool_words


def view(state):
    return {
        "instruction": state["instr"],
        # The AI's decision behind the instruction, entry by entry (why.py, issue 25).
        "why": state.get("why"),
        "prompt": state["ask"]["prompt"],
        "board": board(state),
        "dice": None,
        "controls": settings.controls(state),
        "status": status(state),
        "summary": summary(state),
        "result": record_result(state),
    }


def board(state):
    d = state["deck"]
    mt = state["mt"] or {}
    return {
        "widget": "ma",
        "game": "ma",
        "phase": state["phase"],
        "round": state["round"],
        "thing": mt.get("thing"),
        "use_board": state["use_board"],
        "editable": state["use_board"] and not state["over"],
        "figures": [dict(f, label=profiles.name(state, f["profile"]), short=profiles.short(state, f["profile"]),
                         shape=profiles.shape(state, f["profile"])) for f in B.figures(state)],
        # The player's figures they may still mark activated with one tap, in their turn.
        "activate": [f["id"] for f in B.figures(state, "human") if not f["activated"]]
        if state["phase"] == "player" and not state["tool"] else [],
        "objectives": [dict(o) for o in state["board"]["objectives"]],
        "sectors": {k: list(v) for k, v in state["sectors"].items()},
        "marks": dict(state["marks"]),
        "profiles": profile_list(state),
        "templates": templates(),
        "vp": dict(state["vp"]),
        "vp_to_win": 8,
        # Before the first shuffle the pile is the whole make-up.
        "deck": {"mode": d["mode"], "left": len(d["draw"]) if d["shuffled"] else sum(d["makeup"].values()),
                 "discard": len(d["discard"]), "last": d["last"]},
        "series": [dict(s) for s in state["series"]],
        "settings_open": state["settings"] or state["phase"] == "prepare",
        "explode": state["options"]["explode"],
        "objectives_on": state["options"]["objectives"],
        "scenario": state["options"]["scenario"],
        "last_roll": state.get("last_roll"),
        "tool": tool_words.view_part(state),
    }


def profile_list(state):
    """The profiles the widget offers (palette, dice-tool lists, the profile sheet): the
    sheet's in its order, then the player's own, each with what the editor shows."""
    out = []
    for pid in profiles.ids(state):
        p = profiles.get(state, pid)
        item = {"id": pid, "side": p["side"], "group": p["group"], "big_gun": p["big_gun"],
                "shoots": profiles.can_shoot(state, pid), "label": profiles.name(state, pid),
                "short": profiles.short(state, pid), "custom": p["custom"], "mods": p["mods"],
                "shape": profiles.shape(state, pid),
                "stats": {k: p[k] for k in ("shoot", "fight", "survive", "range", "move", "armour", "fearless")},
                "starred": [a for a in p["abilities"] if a in profiles.STARRED]}
        if p["custom"]:
            item["def"] = profiles.definition(state, pid)
        out.append(item)
    return out


def templates():
    """The named templates (flying saucer, giant robot) and the limits of the profile form."""
    return {"templates": {k: dict(v) for k, v in profiles.TEMPLATES.items()}, "limits": dict(profiles.LIMITS)}


def status(state):
    over = state["over"]
    if not over:
        return {"over": False, "winner": None, "reason": None}
    return {"over": True, "winner": over["winner"],
            "reason": msg("ma.reason.vp_" + over["side"], vp=state["vp"][over["side"]])}


def summary(state):
    scenario = state["options"]["scenario"] or "–"
    return msg("ma.summary", scenario=scenario, round=state["round"], human=state["vp"]["human"],
               martian=state["vp"]["martian"])



# Mars Attacks: The Miniatures Game on BoardGameGeek (BG Stats matches a play by its id, else by this name).
BGG = {"id": None, "name": "Mars Attacks: The Miniatures Game"}  # the id: not confirmed from a source we could read


def _makeup(makeup):
    """The deck's make-up as the record groups it: the standard deck, or its size and
    number of Invasion cards (two custom decks alike in both are grouped together)."""
    if makeup == deck.default_makeup():
        return "standard", msg("record.ma.makeup_standard")
    total, invasion = sum(makeup.values()), makeup.get(deck.INVASION, 0)
    return f"{total}/{invasion}", msg("record.ma.makeup_custom", n=total, invasion=invasion)


def record_result(state):
    """What the player's record keeps: the outcome, both sides' VP, the deck's make-up
    and the Martians' starting VP advantage."""
    opts, over, vp = state["options"], state["over"], state["vp"]
    value, label = _makeup(state["deck"]["makeup"])
    adv = opts["vp_advantage"]
    return result(
        BGG, msg("record.bot.ma"),
        outcome=from_winner(over and over["winner"], bool(over)),
        points={"player": vp["human"], "bot": vp["martian"]},
        measure_=measure("vp", vp["human"]),
        groups=[group("makeup", msg("record.group.makeup"), value, label),
                group("advantage", msg("ma.option.vp_advantage"), adv, msg("record.text", text=str(adv)))],
        first="player" if opts["first"] == "player" else "bot",
        roles={"player": "Humans", "bot": "Martians"}, bot_name="Martian AI",
    )
