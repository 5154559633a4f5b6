"""The why of each neutral placement (solobots/why.py): the card's cost, then the count
space by space — the spaces skipped (grouped when several in a row share the reason) and
why, each valid space with its number — up to the space where the tile goes, the chosen
entry. A count longer than the valid spaces goes round: the first pass is listed whole,
then the wrap is said."""

from ..core.messages import msg, rule
from ..why import entry
from . import board as B
from .neutral import scans


def _where(sid):
    row, place = B.row_and_place(sid)
    return row, place


def _skipped(group, cite):
    """One entry for consecutive skipped city spaces in one row with the same reason."""
    reason, sids = group
    row, first = _where(sids[0])
    _, last = _where(sids[-1])
    why = msg("tm.why.reason." + reason)
    if first == last:
        return entry(cite, msg("tm.why.skip_one", row=row, place=first, reason=why), False)
    return entry(cite, msg("tm.why.skip_range", row=row, a=min(first, last), b=max(first, last), reason=why), False)


def _city_entries(step, spaces, cite):
    n, total = max(step["cost"], 1), step["total"]
    out = []
    group = None
    count = 0
    for sid, _, reason in spaces:
        if reason is not None:
            row = _where(sid)[0]
            if group and group[0] == reason and _where(group[1][-1])[0] == row:
                group[1].append(sid)
            else:
                if group:
                    out.append(_skipped(group, cite))
                group = (reason, [sid])
            continue
        if group:
            out.append(_skipped(group, cite))
            group = None
        count += 1
        row, place = _where(sid)
        if count == n:
            out.append(entry(cite, msg("tm.why.here_city", k=count, row=row, place=place, city=step["city"]), True,
                             chosen=True))
            return out
        out.append(entry(cite, msg("tm.why.counted", k=count, row=row, place=place), True))
    if group:
        out.append(_skipped(group, cite))
    row, place = _where(step["space"])
    out.append(entry(cite, msg("tm.why.wrap", n=n, total=total, pos=step["pos"]), True))
    out.append(entry(cite, msg("tm.why.here_city", k=step["pos"], row=row, place=place, city=step["city"]), True,
                     chosen=True))
    return out


def _greenery_entries(step, slots, cite):
    n, total = max(step["cost"], 1), step["total"]
    out = []
    count = 0
    for sid, direction, reason in slots:
        where = msg("tm.dir." + direction)
        if reason is not None:
            out.append(entry(cite, msg("tm.why.slot_skip", dir=where, reason=msg("tm.why.reason." + reason)), False))
            continue
        count += 1
        row, place = _where(sid)
        if count == n:
            out.append(entry(cite, msg("tm.why.here_greenery", k=count, dir=where, row=row, place=place,
                                       city=step["city"]), True, chosen=True))
            return out
        out.append(entry(cite, msg("tm.why.slot_counted", k=count, dir=where, row=row, place=place), True))
    row, place = _where(step["space"])
    out.append(entry(cite, msg("tm.why.wrap_around", n=n, total=total, pos=step["pos"]), True))
    out.append(entry(cite, msg("tm.why.here_greenery", k=step["pos"], dir=msg("tm.dir." + step["dir"]), row=row,
                               place=place, city=step["city"]), True, chosen=True))
    return out


def why(state, ref):
    """The why of the neutral tile on show (state["neutral"]["shown"]), whose instruction
    cites rule(ref, cost=…)."""
    neutral = state["neutral"]
    i = neutral["shown"]
    step = neutral["steps"][i]
    spaces = scans(neutral["steps"])[i]
    cite = rule(ref, cost=step["cost"])
    n = max(step["cost"], 1)
    if step["tile"] == "city":
        key = "tm.why.count_city2" if step["city"] == 2 else "tm.why.count_city1"
        head = entry(cite, msg(key, card=step["card"], cost=step["cost"], n=n, total=step["total"]), True)
        return [head, *_city_entries(step, spaces, cite)]
    head = entry(cite, msg("tm.why.count_greenery", card=step["card"], cost=step["cost"], n=n, city=step["city"],
                           total=step["total"]), True)
    return [head, *_greenery_entries(step, spaces, cite)]
