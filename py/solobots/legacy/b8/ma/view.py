# Frozen from 36698ec748ef:py/solobots/ma/view.py (scripts/freeze_engine.py): do not edit.
"""What the table screen shows for the "ma" game."""

from ..core.messages import msg
from . import board as B
from . import profiles, settings, tools


def view(state):
    return {
        "instruction": state["instr"],
        "prompt": state["ask"]["prompt"],
        "board": board(state),
        "dice": None,
        "controls": settings.controls(state),
        "status": status(state),
        "summary": summary(state),
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
        "figures": [dict(f) for f in B.figures(state)],
        "objectives": [dict(o) for o in state["board"]["objectives"]],
        "sectors": {k: list(v) for k, v in state["sectors"].items()},
        "marks": dict(state["marks"]),
        "profiles": profile_list(),
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
        "tool": tools.view_part(state),
    }


def profile_list():
    """The profiles the widget offers (palette, dice-tool lists), in the sheet's order."""
    return [{"id": p, "side": profiles.get(p)["side"], "group": profiles.get(p)["group"],
             "big_gun": profiles.big_gun(p), "shoots": profiles.can_shoot(p)} for p in profiles.PROFILE_IDS]


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

