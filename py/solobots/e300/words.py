"""Small message builders: city names (with the French "de"/"d'" form), counts, lists.

Sentences live in the catalogs; these only pick keys and pass parameters.
"""

from ..core.messages import join as join  # the shared list joiner, as words.join
from ..core.messages import msg


def city(name):
    return msg("e300.city." + name)


def from_city(name):
    """"d'Abydos" / "de Pella" in French, the plain name in English."""
    return msg("e300.from." + name)


def side(name):
    return msg("e300.side." + name)


def units(kind, side_name, n):
    """"2 armées perses", "1 Greek fleet"."""
    return msg(f"e300.units.{side_name}.{kind}", n=n)


def at(name, n):
    """"2 à Abydos" in a list of placements."""
    return msg("e300.at", n=n, city=city(name))


def signed(score):
    """The score marker for people: "+2" (Persia leads), "0", "−3" (Greece leads)."""
    if score > 0:
        return f"+{score}"
    if score < 0:
        return f"\u2212{-score}"
    return "0"


def grouped(cities):
    """Placements in order of first appearance with their counts: [("Abydos", 2), ...]."""
    out = []
    for c in cities:
        for pair in out:
            if pair[0] == c:
                pair[1] += 1
                break
        else:
            out.append([c, 1])
    return out


def marker(score):
    """Where the score marker stands, said in words: "2 côté perse", "0", "3 côté grec"."""
    if score > 0:
        return msg("e300.marker.persia", n=score)
    if score < 0:
        return msg("e300.marker.greece", n=-score)
    return msg("e300.marker.zero")


def runs(picks):
    """Attrition's picks one after another from the same city, counted: [(city, harmless,
    n), ...] (six times the same line read as one, issue 34)."""
    out = []
    for pick in picks:
        if out and out[-1][0] == pick["city"] and out[-1][1] == pick["harmless"]:
            out[-1][2] += 1
        else:
            out.append([pick["city"], pick["harmless"], 1])
    return [tuple(run) for run in out]


def tie_key(key, counts, best):
    """`key` + "_tie" where another city weighed has as many as the one chosen: the tie
    rule is said only where there is a tie."""
    return key + "_tie" if sum(1 for n in counts if n == best) > 1 else key
