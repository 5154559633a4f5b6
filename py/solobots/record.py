"""The player's record against each bot, from the facts of their saved games.

The front end hands over, for every saved game, the facts its record keeps (the game's
`view["result"]`, see core/outcome.py, and the dates and marks of the saved record); this
module counts games played, won, lost, drawn and abandoned, win rates split by the options
that matter, the measure of each game over time with its best, and streaks. It is pure:
"now" is given, never read from a clock.

Rulings (docs/engine-contract.md, "The record"):
- a game is *abandoned* when it is not over and the player gave it up (the menu's "Give
  up this game" marks it), or when nobody touched it for ABANDONED_AFTER_DAYS days; a
  game given up and then played again is no longer abandoned (the front end clears the
  mark at the next step);
- win rates count finished games only (won, lost, drawn); abandoned and running games are
  counted as played but are not results;
- streaks run over finished games in the order they ended: a draw ends any streak,
  abandoned and running games are skipped;
- imported games count like any other (they are marked, and counted as imported too);
- a chart shows one measure per series: a game's tab charts its own measure (the games
  whose measure is another one, from an older version, are left out of it); "All games"
  mixes games whose measures mean different things (rounds, VP, a score track), so it
  charts wins and losses over time instead, and has no "best";
- a game not finished shows no measure: its number is not a score yet.
"""

from datetime import datetime, timedelta

from .core.messages import msg
from .core.outcome import BESTS, OUTCOMES

ABANDONED_AFTER_DAYS = 30
MAX_GAMES = 10_000
STATUSES = (*OUTCOMES, "abandoned", "running")


def _date(text):
    if not isinstance(text, str) or len(text) > 40:
        return None
    try:
        value = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None
    return value if value.tzinfo else None


def _number(value):
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _entry(fact, now):
    """One saved game as the record reads it, or None for what it cannot count (a toolbox,
    a record without a result, a malformed entry)."""
    if not isinstance(fact, dict):
        return None
    res, gid = fact.get("result"), fact.get("game")
    if not isinstance(res, dict) or not isinstance(gid, str) or not isinstance(fact.get("id"), str):
        return None
    updated = _date(fact.get("updated"))
    if updated is None:
        return None
    outcome = res.get("outcome")
    if res.get("over") and outcome in OUTCOMES:
        status = outcome
    elif fact.get("abandoned") or now - updated >= timedelta(days=ABANDONED_AFTER_DAYS):
        status = "abandoned"
    else:
        status = "running"
    measure = res.get("measure") if isinstance(res.get("measure"), dict) else None
    groups = [g for g in res.get("groups") or [] if isinstance(g, dict) and isinstance(g.get("id"), str)
              and isinstance(g.get("value"), str)]
    return {
        "id": fact["id"], "game": gid, "status": status, "imported": bool(fact.get("imported")),
        "at": (_date(fact.get("ended")) or updated) if status in OUTCOMES else updated,
        "measure": measure, "groups": groups,
    }


def _counts(entries):
    out = dict.fromkeys(STATUSES, 0)
    for e in entries:
        out[e["status"]] += 1
    finished = out["won"] + out["lost"] + out["drawn"]
    out["played"] = len(entries)
    out["rate"] = round(out["won"] / finished, 4) if finished else None
    return out


def _split(entries, key):
    """Counts for each value of one grouping: [(value, label, entries)] in a stable order."""
    rows = {}
    for e in entries:
        value, label = key(e)
        if value is not None:
            rows.setdefault(value, [label, []])[1].append(e)
    return [dict(_counts(items), value=value, label=label) for value, (label, items) in sorted(rows.items())]


def _by_options(entries):
    names = {}
    for e in entries:
        for g in e["groups"]:
            names.setdefault(g["id"], g.get("name"))

    def key_of(field):
        def key(e):
            for g in e["groups"]:
                if g["id"] == field:
                    return g["value"], g.get("label")
            return None, None
        return key
    return [{"id": field, "name": name, "rows": _split(entries, key_of(field))} for field, name in names.items()]


def _streaks(entries):
    finished = sorted((e for e in entries if e["status"] in OUTCOMES), key=lambda e: e["at"])
    longest = {"won": 0, "lost": 0}
    run, last = 0, None
    for e in finished:
        run = run + 1 if e["status"] == last else 1
        last = e["status"]
        if last in longest:
            longest[last] = max(longest[last], run)
    current = {"outcome": last, "n": run} if last else None
    return {"current": current, "longest_won": longest["won"], "longest_lost": longest["lost"]}


def _finished_value(e):
    """The measure of a finished game, or None (a running or abandoned game has no score)."""
    m = e["measure"]
    return _number(m.get("value")) if m and e["status"] in OUTCOMES else None


def _series(entries):
    """The measure of each finished game in the order they ended, and its best: one
    measure only, the one the latest finished game has."""
    finished = [e for e in sorted(entries, key=lambda e: e["at"]) if _finished_value(e) is not None]
    if not finished:
        return None, None
    m = finished[-1]["measure"]
    field, label = m.get("id"), m.get("label")
    best_kind = m.get("best") if m.get("best") in BESTS else "max"
    points = [{"id": e["id"], "at": e["at"].isoformat(), "value": _finished_value(e), "outcome": e["status"]}
              for e in finished if e["measure"].get("id") == field]
    if best_kind == "min_won":
        wins = [p for p in points if p["outcome"] == "won"]
        best = min(wins, key=lambda p: p["value"]) if wins else None
    else:
        best = max(points, key=lambda p: p["value"])
    return {"kind": "measure", "id": field, "label": label, "best": best_kind, "points": points}, best


def _outcomes(entries):
    """Wins, losses and draws over time, for "All games", whose measures differ: after each
    finished game (in the order they ended), the wins, losses and draws so far."""
    points, so_far = [], dict.fromkeys(OUTCOMES, 0)
    for e in sorted(entries, key=lambda e: e["at"]):
        if e["status"] not in OUTCOMES:
            continue
        so_far[e["status"]] += 1
        points.append({"id": e["id"], "game": e["game"], "at": e["at"].isoformat(), "outcome": e["status"], **so_far})
    if not points:
        return None
    return {"kind": "outcomes", "id": "outcomes", "label": msg("record.measure.outcomes"), "best": None,
            "points": points}


def _summary(entries, by, mixed=False):
    """One tab of the record; `mixed`: "All games", whose games measure different things."""
    series, best = (_outcomes(entries), None) if mixed else _series(entries)
    out = _counts(entries)
    out.update(
        imported=sum(e["imported"] for e in entries),
        by=by, series=series, best=best, streaks=_streaks(entries),
        games=[{"id": e["id"], "game": e["game"], "status": e["status"], "at": e["at"].isoformat(),
                "value": _finished_value(e),
                "measure": (e["measure"] or {}).get("label") if _finished_value(e) is not None else None}
               for e in sorted(entries, key=lambda e: e["at"], reverse=True)],
    )
    return out


def compute(facts, now):
    """The record: {"all": summary, "games": {game id: summary}}. `facts`: a list of
    {"id", "game", "created", "updated", "ended"?, "result", "abandoned"?, "imported"?};
    `now`: an ISO date with its time zone."""
    when = _date(now)
    if when is None or not isinstance(facts, list):
        return None
    entries = [e for e in (_entry(f, when) for f in facts[:MAX_GAMES]) if e]
    games = {}
    for e in entries:
        games.setdefault(e["game"], []).append(e)
    per_game = {gid: _summary(items, _by_options(items)) for gid, items in sorted(games.items())}
    by_game = [{"id": "game", "name": msg("record.group.game"),
                "rows": _split(entries, lambda e: (e["game"], msg(e["game"] + ".name")))}]
    return {"all": _summary(entries, by_game, mixed=True), "games": per_game,
            "abandoned_after_days": ABANDONED_AFTER_DAYS}
