"""Where a Martian's move can go, worked out on the board and nothing else (no question, no
log): the objectives no other Martian is nearer to, the squares one move reaches, the
squares that give sight, the nearest enemies and the path toward a square (seed 000,
"Où se Déplacer ?"). The move itself, with its questions, is ma/moves.py."""

from . import board as B
from . import grid
from .targets import in_range


def objective_goals(state, fig):
    """Objective markers no other Martian is strictly nearer to, nearest first. One the
    figure already stands on is no goal to move to."""
    here = B.pos(fig)
    others = [m for m in B.figures(state, "martian") if m["id"] != fig["id"]]
    goals = []
    for o in state["board"]["objectives"]:
        sq = (o["row"], o["col"])
        mine = grid.real2(here, sq)
        if mine == 0 or any(grid.real2(B.pos(m), sq) < mine for m in others):
            continue
        goals.append((mine, sq))
    goals.sort()
    return [{"square": list(sq), "d2": d} for d, sq in goals]


def reachable(state, fig, reach):
    """Squares one move of `reach` king steps takes the figure to, never through or into a
    square with an enemy (entering one would mean a fight, and no shot), nearest first."""
    start = B.pos(fig)
    seen = {start}
    frontier = [start]
    out = []
    for _ in range(reach):
        nxt = []
        for here in frontier:
            for sq in grid.neighbours(*here):
                if sq in seen or B.enemies_in_square(state, fig, sq):
                    continue
                seen.add(sq)
                nxt.append(sq)
        out += sorted(nxt)
        frontier = nxt
    return out


def sight_squares(state, fig, reach=1):
    """Squares one move away (1 square for the sheet's figures) with no enemy in them, from
    which at least one enemy is within range."""
    out = []
    for sq in reachable(state, fig, reach):
        n = len(in_range(state, fig, sq))
        if n:
            out.append({"square": list(sq), "n": n})
    return out


def nearest_enemies(state, fig):
    ds = [(grid.real2(B.pos(fig), B.pos(e)), e) for e in B.enemies(state, fig)]
    if not ds:
        return []
    best = min(d for d, _ in ds)
    return [e for d, e in ds if d == best]


def path_toward(state, fig, goal, steps, may_enter):
    """The squares a move of `steps` squares toward `goal` goes through, one king step at a
    time, each to the neighbour nearest the goal. It never steps into an enemy's square,
    except the goal's when `may_enter` (a figure with no gun closes in to fight); it stops
    when no step gets nearer. Returns (path, entered_goal)."""
    goal = tuple(goal)
    here = B.pos(fig)
    path = []
    for _ in range(steps):
        best = None
        for sq in grid.neighbours(*here):
            if B.enemies_in_square(state, fig, sq) and not (may_enter and sq == goal):
                continue
            key = (grid.real2(sq, goal), sq)
            if best is None or key < best:
                best = key
        if best is None or best[0] >= grid.real2(here, goal):
            break
        here = best[1]
        path.append(list(here))
        if here == goal:
            return path, bool(B.enemies_in_square(state, fig, goal))
    return path, False
