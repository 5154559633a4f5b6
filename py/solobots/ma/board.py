"""The figures on the app's 8 x 8 board, as the player placed them, and the player's edits.

The board is optional: without it every query below has nothing to read and the turn
asks instead. Each figure: id, profile, side, row, col, activated, panicked.
"""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.step import log
from . import grid, profiles

MAX_FIGURES = 80
MAX_OBJECTIVES = 12


def new():
    return {"figures": [], "objectives": [], "next": 1}


def figures(state, side=None):
    return [f for f in state["board"]["figures"] if side is None or f["side"] == side]


def find(state, fid):
    for f in state["board"]["figures"]:
        if f["id"] == fid:
            return f
    return None


def get(state, fid):
    fig = find(state, fid) if isinstance(fid, str) else None
    if fig is None:
        raise RuleError("ma.error.no_such_figure")
    return fig


def pos(fig):
    return (fig["row"], fig["col"])


def enemy_side(side):
    return "human" if side == "martian" else "martian"


def enemies(state, fig):
    return figures(state, enemy_side(fig["side"]))


def at(state, square, side=None):
    return [f for f in figures(state, side) if pos(f) == tuple(square)]


def enemies_in_square(state, fig, square=None):
    return at(state, square or pos(fig), enemy_side(fig["side"]))


def allies_in_square(state, fig):
    return [f for f in at(state, pos(fig), fig["side"]) if f["id"] != fig["id"]]


def label(state, fig):
    """The figure as the player reads it: its profile and square ("Deke (C4)")."""
    return msg("ma.fig", profile=profiles.name(state, fig["profile"]), square=grid.name(fig["row"], fig["col"]))


def nearest_enemy_d2(state, fig):
    """Squared real distance to the nearest enemy figure, None when there is none."""
    ds = [grid.real2(pos(fig), pos(e)) for e in enemies(state, fig)]
    return min(ds) if ds else None


def remove(state, fid, why):
    fig = get(state, fid)
    state["board"]["figures"].remove(fig)
    log(state, msg("ma.log.removed", fig=label(state, fig)), why, kind="info")


def set_panicked(state, fid, value, why):
    fig = find(state, fid)
    if fig is not None and fig["panicked"] != value:
        fig["panicked"] = value
        log(state, msg("ma.log.panicked" if value else "ma.log.rallied", fig=label(state, fig)), why, kind="info")


def _square(action):
    for field in ("row", "col"):
        value = action.get(field)
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= grid.SIZE:
            raise RuleError("ma.error.bad_square")
    return action["row"], action["col"]


# -- the player's edits (each one an undoable step) -----------------------------------
def apply_place(state, action):
    profile = action.get("profile")
    if not profiles.exists(state, profile):
        raise RuleError("ma.error.bad_profile")
    row, col = _square(action)
    if len(state["board"]["figures"]) >= MAX_FIGURES:
        raise RuleError("ma.error.board_full")
    fid = f"f{state['board']['next']}"
    state["board"]["next"] += 1
    fig = {"id": fid, "profile": profile, "side": profiles.get(state, profile)["side"], "row": row, "col": col,
           "activated": False, "panicked": False}
    state["board"]["figures"].append(fig)
    log(state, msg("ma.log.placed", fig=label(state, fig)), None, kind="player")


def apply_move(state, action):
    fig = get(state, action.get("figure"))
    row, col = _square(action)
    before = grid.name(fig["row"], fig["col"])
    fig["row"], fig["col"] = row, col
    if state.get("phase") == "player" and fig["side"] == "human":
        # Moved this turn: a fight it then starts is "moving into the square" (+1 die).
        state["moved"] = [*(state.get("moved") or []), fig["id"]]
    log(state, msg("ma.log.moved", fig=label(state, fig), before=before), None, kind="player")


def apply_remove(state, action):
    remove(state, action.get("figure"), None)


def apply_mark(state, action):
    fig = get(state, action.get("figure"))
    mark = action.get("mark")
    value = action.get("value")
    if mark not in ("activated", "panicked") or not isinstance(value, bool):
        raise RuleError("ma.error.bad_mark")
    fig[mark] = value
    log(state, msg("ma.log.mark_{}_{}".format(mark, "on" if value else "off"), fig=label(state, fig)), None, kind="player")


def apply_objective(state, action):
    """Add an objective marker on an empty square of markers, or take it away when one is there."""
    row, col = _square(action)
    objectives = state["board"]["objectives"]
    for o in objectives:
        if (o["row"], o["col"]) == (row, col):
            objectives.remove(o)
            log(state, msg("ma.log.objective_off", square=grid.name(row, col)), None, kind="player")
            return
    if len(objectives) >= MAX_OBJECTIVES:
        raise RuleError("ma.error.board_full")
    objectives.append({"row": row, "col": col})
    log(state, msg("ma.log.objective_on", square=grid.name(row, col)), rule("ma.move_objective"), kind="player")


def clear_activation(state):
    for f in figures(state):
        f["activated"] = False


def activate(state, fig, why, key="ma.log.activated"):
    """Put an activation marker by the figure (sheet, MARQUEUR D'ACTIVATION)."""
    if not fig["activated"]:
        fig["activated"] = True
        log(state, msg(key, fig=label(state, fig)), why, kind="info")
