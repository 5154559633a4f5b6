"""Why the Martian AI did it (issue 25): the entries of the seed's priority lists an
activation went through, each with what was checked and the values that decided it.

Which figure (sector, Big Gun, position), which action (the sheet's forced fight, then
OBJECTIF, TIR, DÉPLACEMENT, COMBAT), the shooting target (freeze ray, then the three
levels) and the move (objective, 1 square for sight, 2 squares toward an enemy, stay):
each decision notes the entries it considered in state["mt"]["why"] (held true or false),
and the instruction that applies one (`decide`) shows them in the view with that entry
chosen and the rest of the list not reached (held None). The chosen entry's rule is the
rule the instruction cites."""

from ..core.messages import msg, rule

# The seed's lists, in their order (000, TOUR MARTIEN and its table).
ACTION = ["ma.forced_fight", "ma.objective", "ma.shoot", "ma.move", "ma.fight_last"]
TARGET = ["ma.freeze", "ma.target_clear", "ma.target_unactivated", "ma.target_activated"]
MOVE = ["ma.move_objective", "ma.move_sight", "ma.move_enemy", "ma.stay"]


def reset(state):
    """A new AI card: nothing considered yet."""
    if state.get("mt") is not None:
        state["mt"]["why"] = []
    state["why"] = None


def _entries(state):
    mt = state.get("mt")
    if mt is None:
        return None
    return mt.setdefault("why", [])


def note(state, ref, key, held, **params):
    """An entry the decision considered: held true (it applied) or false (it did not)."""
    entries = _entries(state)
    if entries is not None:
        entries.append({"rule": rule(ref), "msg": msg(key, **params), "held": held, "chosen": False})


def after(refs, ref):
    """The entries of a list that come after `ref` (not reached when `ref` is chosen)."""
    return refs[refs.index(ref) + 1:] if ref in refs else []


def decide(state, cite, message, rest=()):
    """The instruction just said applies the entry `cite`: the view's why is what the
    activation considered, then this entry (chosen), then the rest of the list."""
    entries = list(_entries(state) or [])
    entries.append({"rule": cite, "msg": message, "held": True, "chosen": True})
    for ref in rest:
        entries.append({"rule": rule(ref), "msg": msg("ma.why.not_reached"), "held": None, "chosen": False})
    state["why"] = entries


def rest_of_action(ref):
    """After an entry of the action list, the action entries still below it."""
    return after(ACTION, ref)


def rest_of_target(ref):
    return after(TARGET, ref) + rest_of_action("ma.shoot")


def rest_of_move(ref):
    return after(MOVE, ref) + rest_of_action("ma.move")
