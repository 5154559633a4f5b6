"""Standard projects, the two conversions, UNMI's action and card effects entered by the
player with the effect buttons (seed V-3 B, E, F, G)."""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.step import log
from . import params, payment, pending, tiles, triggers
from .data import corp_name

PROJECTS = {
    "power_plant": {"cost": 11, "ref": "tm.sp_power_plant"},
    "asteroid": {"cost": 14, "ref": "tm.sp_asteroid"},
    "aquifer": {"cost": 18, "ref": "tm.sp_aquifer"},
    "greenery": {"cost": 23, "ref": "tm.sp_greenery"},
    "city": {"cost": 25, "ref": "tm.sp_city"},
}
PROJECT_TILE = {"aquifer": "ocean", "greenery": "greenery", "city": "city"}
CONVERSION = 8
UNMI_COST = 3
MAX_RAISE = 3


def project_cost(state, name):
    cost = PROJECTS[name]["cost"]
    if name == "power_plant" and "power_discount" in state["corp_effects"]:
        cost -= 3
    return cost


def project_refusal(state, name):
    """Why a standard project cannot be done now (its tile has no space, or its parameter
    is at its maximum), or None."""
    g = state["globals"]
    if name == "asteroid" and g["temperature"] >= params.TEMP_MAX:
        return "tm.error.param_at_max"
    if name in PROJECT_TILE and not tiles.legal_spaces(state, {"tile": PROJECT_TILE[name], "where": "standard"}):
        return "tm.error.no_space_for"
    return None


def standard_project(state, action):
    name = action.get("project")
    if not isinstance(name, str) or name not in PROJECTS:
        raise RuleError("tm.error.unknown_project")
    refusal = project_refusal(state, name)
    if refusal:
        raise RuleError(refusal, what=msg("tm.sp." + name))
    cost = project_cost(state, name)
    parts = payment.pay(state, cost, action)
    ref = PROJECTS[name]["ref"]
    log(state, msg("tm.log.project", project=msg("tm.sp." + name), paid=parts), rule(ref), kind="player")
    payment.rebate(state, PROJECTS[name]["cost"])
    triggers.standard_project(state)
    if name == "power_plant":
        _production(state, "energy", 1, msg("tm.sp." + name))
    elif name == "asteroid":
        params.raise_temperature(state, 1, msg("tm.sp." + name))
    elif name == "city":
        _production(state, "mc", 1, msg("tm.sp." + name))
    if name in PROJECT_TILE:
        pending.enqueue(state, {"tile": PROJECT_TILE[name], "where": "standard", "source": "project"})


def _production(state, res, n, src):
    state["prod"][res] += n
    params.note_production(state, res, src)


def sell_patents(state, action):
    n = action.get("count")
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= state["hand"]:
        raise RuleError("tm.error.sell_count", max=state["hand"])
    state["hand"] -= n
    state["res"]["mc"] += n
    log(state, msg("tm.log.sell", n=n), rule("tm.sp_sell"), kind="player")
    params.note(state, msg("tm.todo.discard_gain", n=n))


def plants_per_greenery(state):
    return 7 if "greenery_7" in state["corp_effects"] else CONVERSION


def can_convert_plants(state):
    return (state["res"]["plants"] >= plants_per_greenery(state)
            and bool(tiles.legal_spaces(state, {"tile": "greenery", "where": "standard"})))


def can_convert_heat(state):
    return state["res"]["heat"] >= CONVERSION and state["globals"]["temperature"] < params.TEMP_MAX


def project_open(state, name):
    return project_cost(state, name) <= state["res"]["mc"] and not project_refusal(state, name)


def convert(state, action):
    # After generation 14, only plants, and the greenery raises nothing (seed VII-B 5).
    final = state["phase"] == "final"
    what = action.get("what")
    if what == "plants":
        need = plants_per_greenery(state)
        if state["res"]["plants"] < need:
            raise RuleError("tm.error.not_enough", res=msg("tm.res.plants"), have=state["res"]["plants"], need=need)
        if not tiles.legal_spaces(state, {"tile": "greenery", "where": "standard"}):
            raise RuleError("tm.error.no_space_for", what=msg("tm.tile.greenery"))
        state["res"]["plants"] -= need
        ref = "tm.solo_end" if final else "tm.convert_plants"
        log(state, msg("tm.log.convert_plants", n=need), rule(ref), kind="player")
        params.note(state, msg("tm.todo.spend", n=need, res=msg("tm.res.plants")), src=msg("tm.src.conversion.plants"))
        pending.enqueue(state, {"tile": "greenery", "where": "standard", "source": "plants", "final": final})
    elif what == "heat" and not final:
        if state["res"]["heat"] < CONVERSION:
            raise RuleError("tm.error.not_enough", res=msg("tm.res.heat"), have=state["res"]["heat"], need=CONVERSION)
        if state["globals"]["temperature"] >= params.TEMP_MAX:
            raise RuleError("tm.error.param_at_max", what=msg("tm.param.temperature"))
        state["res"]["heat"] -= CONVERSION
        log(state, msg("tm.log.convert_heat", n=CONVERSION), rule("tm.convert_heat"), kind="player")
        params.note(state, msg("tm.todo.spend", n=CONVERSION, res=msg("tm.res.heat")), src=msg("tm.src.conversion.heat"))
        params.raise_temperature(state, 1, msg("tm.cause.heat"))
    else:
        raise RuleError("tm.error.unknown_conversion")


def raise_param(state, action):
    """A global parameter raised by a card's effect (no cost here: the card was paid)."""
    param = action.get("param")
    steps = action.get("steps", 1)
    if param not in ("temperature", "oxygen"):
        raise RuleError("tm.error.unknown_param")
    if isinstance(steps, bool) or not isinstance(steps, int) or not 1 <= steps <= MAX_RAISE:
        raise RuleError("tm.error.bad_steps", max=MAX_RAISE)
    log(state, msg("tm.log.raise", param=msg("tm.param." + param), n=steps), rule("tm.param_max"), kind="player")
    cause = msg("tm.cause.card")
    made = (params.raise_temperature if param == "temperature" else params.raise_oxygen)(state, steps, cause)
    if made < steps:
        params.note(state, msg("tm.todo.no_tr", n=steps - made), src=cause)


def card_tile(state, action):
    """A tile placed by a card's effect or action (e.g. Aquifer Pumping), normal rules."""
    kind = action.get("tile")
    if kind not in ("ocean", "greenery", "city"):
        raise RuleError("tm.error.unknown_tile")
    item = {"tile": kind, "where": "standard", "source": "effect"}
    if not tiles.legal_spaces(state, item):
        raise RuleError("tm.error.no_space_for", what=msg("tm.tile." + kind))
    log(state, msg("tm.log.card_tile", tile=msg("tm.tile." + kind)), rule(tiles.TILE_RULE[kind]), kind="player")
    pending.enqueue(state, item)


def unmi_ready(state):
    """UNMI's action is open: not used yet, TR raised this generation, 3 M€ at hand."""
    return ("unmi_action" in state["corp_effects"] and state["corp"] not in state["used"]
            and state["tr_raised"] and state["res"]["mc"] >= UNMI_COST)


def unmi_action(state):
    cid = state["corp"]
    if "unmi_action" not in state["corp_effects"]:
        raise RuleError("tm.error.not_an_action_card", card=corp_name(cid))
    if cid in state["used"]:
        raise RuleError("tm.error.action_used", card=corp_name(cid))
    if not state["tr_raised"]:
        raise RuleError("tm.error.unmi_no_tr")
    if state["res"]["mc"] < UNMI_COST:
        raise RuleError("tm.error.not_enough", res=msg("tm.res.mc"), have=state["res"]["mc"], need=UNMI_COST)
    state["used"].append(cid)
    state["res"]["mc"] -= UNMI_COST
    state["tr"] += 1
    state["tr_cards"] += 1
    log(state, msg("tm.log.unmi", tr=state["tr"]), rule("tm.corp.R32"), kind="player")
    params.note(state, msg("tm.todo.pay", parts=[msg("tm.pay.part", n=UNMI_COST, res=msg("tm.res.mc"))]))
    params.note(state, msg("tm.todo.tr", tr=state["tr"]), "tr")
