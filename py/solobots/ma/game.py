"""Mars Attacks — the Martian AI (game "ma"), the contract module (docs/engine-contract.md).

The player keeps the real board and rolls every die; the app draws the AI cards (or is
told them), picks the acting Martian and its action by seed 000's priorities, and keeps
the optional 8 x 8 board, the VP, the Support series and the dice tools of seed 001.
"""

from ..core.errors import RuleError
from ..core.messages import join, msg, rule
from ..core.rng import seed_state
from ..core.step import log, new_state
from . import board as B
from . import custom, deck, flow, grid, machine, profiles, sectors, settings, tool_form, tools
from . import view as _view

GAME_ID = "ma"
# 2: a panicked Martian picked by a card stands up (rally); human figures that shoot or
# fight through the dice tools get their activation marker; added profiles and ability
# modifiers. Saves of version 1 would replay differently.
# 3 (issue 22): "Roll for me" on a test's attack rolls the whole test; the defender does
# not roll when the attacker scored nothing its roll could change; a test the flow opened
# leaves once resolved (no "Continue"); the end of the round asks the reinforcements at
# once; the repeated BRAVE question is gone; "End of the round" with Martians still to act
# asks first; a freeze ray's hit is no kill. migrations.py turns a version-2 state into one
# that goes on from the same point.
ENGINE_VERSION = 3

SCENARIO_MAX = 80
VP_ADVANTAGE_MAX = 3  # the AI deck's three VP cards


def options_schema():
    def pick(field, values, default):
        return {"id": field, "type": "choice", "label": msg("ma.option." + field), "default": default,
                "choices": [{"value": v, "label": msg(f"ma.option.{field}.{v}")} for v in values]}
    return [
        {"id": "scenario", "type": "text", "label": msg("ma.option.scenario"), "default": ""},
        pick("first", ["player", "martian"], "player"),
        {"id": "vp_advantage", "type": "number", "label": msg("ma.option.vp_advantage"), "min": 0,
         "max": VP_ADVANTAGE_MAX, "default": 0},
        pick("deck_mode", list(deck.MODES), "virtual"),
        {"id": "use_board", "type": "bool", "label": msg("ma.option.use_board"), "default": True},
        {"id": "objectives", "type": "bool", "label": msg("ma.option.objectives"), "default": True},
        {"id": "explode", "type": "bool", "label": msg("ma.option.explode"), "default": True},
        # Set from the table (sector limits, the virtual deck's make-up), checked by setup.
        {"id": "sectors", "type": "data", "label": msg("ma.option.sectors"), "default": None},
        {"id": "makeup", "type": "data", "label": msg("ma.option.makeup"), "default": None},
        # The player's own profiles and ability modifiers, from their library (custom.py).
        *custom.OPTION_FIELDS,
    ]


def read_options(options):
    if not isinstance(options, dict):
        raise RuleError("error.bad_shape", what="options")
    scenario = options.get("scenario", "")
    if scenario is None:
        scenario = ""
    if not isinstance(scenario, str) or len(scenario) > SCENARIO_MAX:
        raise RuleError("ma.error.bad_option", field=msg("ma.option.scenario"))
    out = {"scenario": scenario.strip()}
    for field, allowed, default in (("first", ("player", "martian"), "player"), ("deck_mode", deck.MODES, "virtual")):
        value = options.get(field, default)
        if value not in allowed:
            raise RuleError("ma.error.bad_option", field=msg("ma.option." + field))
        out[field] = value
    adv = options.get("vp_advantage", 0)
    if isinstance(adv, bool) or not isinstance(adv, int) or not 0 <= adv <= VP_ADVANTAGE_MAX:
        raise RuleError("ma.error.bad_option", field=msg("ma.option.vp_advantage"))
    out["vp_advantage"] = adv
    for field in ("use_board", "objectives", "explode"):
        value = options.get(field, True)
        if not isinstance(value, bool):
            raise RuleError("ma.error.bad_option", field=msg("ma.option." + field))
        out[field] = value
    out["sectors"] = sectors.limits(sectors.read(options.get("sectors")))
    out["makeup"] = deck.read_makeup(options.get("makeup"))
    # The player's own profiles and ability modifiers, from their library (custom.py).
    out["custom"] = custom.read_options(options)
    return out


def setup(options, seed):
    opts = read_options(options)
    added = opts.pop("custom")
    state = new_state(GAME_ID, opts, seed, seed_state(seed))
    state.update(
        use_board=opts["use_board"], sectors=sectors.read(opts["sectors"]),
        deck=deck.new(opts["deck_mode"], dict(opts["makeup"])), board=B.new(),
        vp={"human": 0, "martian": opts["vp_advantage"]}, series=[], round=0, first=opts["first"],
        phase=None, mt=None, tool=None, ask=None, instr=None, over=None, settings=False, marks=None,
        last_roll=None, custom=added, shown=None, why=None, moved=[],
    )
    flow.clear_marks(state)
    log(state, msg("ma.log.setup", scenario=opts["scenario"] or "–", vp=opts["vp_advantage"],
                   first=msg("ma.side." + opts["first"])), rule("ma.vp_advantage"), kind="info")
    if added["profiles"] or added["mods"]:
        names = [profiles.name(state, p["id"]) for p in added["profiles"]]
        names += [profiles.name(state, pid) for pid in added["mods"] if pid in profiles.PRINTED]
        log(state, msg("ma.log.library", profiles=join(names)), rule("ma.custom_profiles"), kind="info")
    flow.start_prepare(state)
    return state


def _need_board(fn):
    def run(state, action):
        if not state["use_board"]:
            raise RuleError("ma.error.no_board")
        fn(state, action)
    return run


def _profile(state, action):
    custom.apply_profile(state, action)
    if action.get("op") == "remove":
        state["shown"] = None  # a finished test shown may name the profile taken away
    tools.refresh(state)


def _answer(state, action):
    state["shown"] = None  # a finished test stays in view until the next answer
    flow.follow(state, machine.answer(state, action))
    flow.after_test(state)


QUESTIONS = machine.questions(_answer, {
    "tool_set": tools.apply_set,
    "tool_again": tools.apply_again,
    "tool": _need_board(flow.apply_tool),
    "profile": _profile,
    "place": _need_board(B.apply_place),
    "move": _need_board(B.apply_move),
    "remove": _need_board(B.apply_remove),
    "mark": _need_board(B.apply_mark),
    "objective": _need_board(B.apply_objective),
    "vp": settings.apply_vp,
    "series": settings.apply_series,
    "series_cards": settings.apply_series_cards,
    "setting": settings.apply_setting,
    "settings": settings.apply_panel,
}, over=lambda state: state["over"])


# One step: the action checked against the question of the moment, then its handler on a copy.
apply = QUESTIONS.apply


def view(state):
    return _view.view(state)


def legal_actions(state):
    """A finite, representative set: every answer, app and entered dice, a few board edits
    and corrections."""
    if state["over"]:
        return []
    out = list(machine.representative_answers(state))
    out += tool_form.representative_edits(state)
    out += custom.representative(state)
    n = state["n"]
    if state["use_board"]:
        r, c = n % grid.SIZE + 1, (n * 3) % grid.SIZE + 1
        out.append({"type": "place", "profile": "us_rifleman", "row": r, "col": c})
        martians = profiles.ids(state, "martian")
        out.append({"type": "place", "profile": martians[n % len(martians)], "row": grid.SIZE + 1 - r, "col": c})
        humans = [f for f in B.figures(state, "human") if not f["activated"]]
        if humans and state["phase"] == "player" and not state["tool"] and state["ask"]["q"] == "player_turn":
            fig = humans[n % len(humans)]
            out.append({"type": "mark", "figure": fig["id"], "mark": "activated", "value": True})
            kind = "shoot" if profiles.can_shoot(state, fig["profile"]) and n % 2 else "fight"
            out.append({"type": "tool", "kind": kind, "attacker": "fig:" + fig["id"]})
        figs = B.figures(state)
        if figs:
            f = figs[n % len(figs)]
            out.append({"type": "move", "figure": f["id"], "row": (f["row"] % grid.SIZE) + 1, "col": f["col"]})
            out.append({"type": "mark", "figure": f["id"], "mark": "panicked", "value": not f["panicked"]})
            out.append({"type": "mark", "figure": f["id"], "mark": "activated", "value": not f["activated"]})
            if n % 5 == 0:
                out.append({"type": "remove", "figure": f["id"]})
        out.append({"type": "objective", "row": (n * 5) % grid.SIZE + 1, "col": (n * 7) % grid.SIZE + 1})
    if state["vp"]["martian"] < settings.VP_MAX:
        out.append({"type": "vp", "side": "martian", "value": state["vp"]["martian"] + 1})
    if state["vp"]["human"] < settings.VP_MAX:
        out.append({"type": "vp", "side": "human", "value": state["vp"]["human"] + 1})
    if len(state["series"]) < settings.MAX_SERIES:
        out.append({"type": "series", "value": len(state["series"]) + 1})
    if state["series"]:
        out.append({"type": "series_cards", "index": 0, "value": state["series"][0]["cards"] % 3 + 1})
    out.append({"type": "setting", "field": "deck_mode",
                "value": "physical" if state["deck"]["mode"] == "virtual" else "virtual"})
    out.append({"type": "setting", "field": "use_board", "value": not state["use_board"]})
    return out
