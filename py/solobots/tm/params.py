"""The three global parameters, their bonus steps, and the TR the player earns from them
(seed II-B, III-A 7; docs/rules/tm.md, "Parameters")."""

from ..core.messages import msg, rule
from ..core.step import log
from . import pending

TEMP_MIN, TEMP_MAX, TEMP_STEP = -30, 8, 2
OXYGEN_MAX = 14
OCEANS_MAX = 9
START_TR = 14
HEAT_BONUS_AT = (-24, -20)
OCEAN_BONUS_AT = 0
TEMP_BONUS_AT_OXYGEN = 8


def all_at_max(state):
    g = state["globals"]
    return g["temperature"] == TEMP_MAX and g["oxygen"] == OXYGEN_MAX and g["oceans"] == OCEANS_MAX


def _degrees(value):
    # The citation names the printed bonus mark, unit included (a typographic minus).
    return f"\u2212{-value} °C" if value < 0 else f"{value} °C"


def gain_tr(state, n=1):
    """TR earned by a parameter step (kept apart from card TR, so TR = 14 + steps + cards)."""
    state["tr"] += n
    state["tr_steps"] += n
    state["tr_raised"] = True
    note(state, msg("tm.todo.tr", tr=state["tr"]), "tr")


def note(state, message, slot=None, src=None):
    """A change the player must copy onto the physical board, shown with the next instruction.
    A note with a slot replaces the earlier one of the same slot (a track shows its last value).
    `src` names the card, corporation, tile or bonus that caused it ("+2 plants (Arctic
    Algae)"), so two equal lines of one instruction are never a riddle."""
    if src is not None:
        message = msg("tm.todo.from", what=message, src=src)
    todo = state["todo"]
    if slot is not None:
        todo[:] = [n for n in todo if n["slot"] != slot]
    todo.append({"slot": slot, "msg": message})


def note_production(state, res, src=None):
    note(state, msg("tm.todo.prod", what=msg("tm.prodname." + res), value=state["prod"][res]), "prod_" + res, src)


def bonus_step(at):
    """A track's bonus step as the cause of what it gives."""
    return msg("tm.src.bonus_step", at=at)


def raise_temperature(state, steps, cause):
    """Raise by up to `steps` steps; returns the steps actually made. Bonus steps fire as
    they are reached, and the ocean of 0 °C joins the placement queue."""
    made = 0
    g = state["globals"]
    for _ in range(steps):
        if g["temperature"] >= TEMP_MAX:
            log(state, msg("tm.log.temperature_max"), rule("tm.param_max"), kind="info")
            break
        g["temperature"] += TEMP_STEP
        made += 1
        gain_tr(state)
        log(state, msg("tm.log.temperature", value=g["temperature"], tr=state["tr"], cause=cause),
            rule("tm.temperature"), kind="bot")
        note(state, msg("tm.todo.temperature", value=g["temperature"]), "temperature", cause)
        if g["temperature"] in HEAT_BONUS_AT:
            state["prod"]["heat"] += 1
            log(state, msg("tm.log.bonus_heat", value=g["temperature"], prod=state["prod"]["heat"]),
                rule("tm.bonus_steps", at=_degrees(g["temperature"])), kind="bot")
            note_production(state, "heat", bonus_step(_degrees(g["temperature"])))
        elif g["temperature"] == OCEAN_BONUS_AT:
            log(state, msg("tm.log.bonus_ocean"), rule("tm.bonus_steps", at=_degrees(g["temperature"])), kind="bot")
            pending.enqueue(state, {"tile": "ocean", "where": "standard", "source": "bonus"})
    return made


def raise_oxygen(state, steps, cause):
    made = 0
    g = state["globals"]
    for _ in range(steps):
        if g["oxygen"] >= OXYGEN_MAX:
            log(state, msg("tm.log.oxygen_max"), rule("tm.param_max"), kind="info")
            break
        g["oxygen"] += 1
        made += 1
        gain_tr(state)
        log(state, msg("tm.log.oxygen", value=g["oxygen"], tr=state["tr"], cause=cause), rule("tm.oxygen"), kind="bot")
        note(state, msg("tm.todo.oxygen", value=g["oxygen"]), "oxygen", cause)
        if g["oxygen"] == TEMP_BONUS_AT_OXYGEN:
            log(state, msg("tm.log.bonus_oxygen"), rule("tm.bonus_steps", at=f"{TEMP_BONUS_AT_OXYGEN} %"), kind="bot")
            raise_temperature(state, 1, msg("tm.cause.oxygen_bonus"))
    return made


def ocean_placed(state):
    """An ocean tile went down: one more ocean on the track and, below the maximum, 1 TR."""
    g = state["globals"]
    g["oceans"] += 1
    gain_tr(state)
    log(state, msg("tm.log.ocean_count", value=g["oceans"], tr=state["tr"]), rule("tm.ocean_tile"), kind="bot")
