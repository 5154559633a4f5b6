"""Where things are on Tharsis: neighbours, space kinds, tiles and who owns them.

Tiles live in state["tiles"] as {space id: {"tile": kind, "owner": "player" | "neutral" | None}}
(oceans belong to nobody); spaces without a tile are absent.
"""

from ..core.messages import msg
from .data import OFF_BOARD, READING_ORDER, SPACES

DIRECTIONS = ["nw", "ne", "e", "se", "sw", "w"]


def clockwise(sid):
    """The six neighbour slots from the top-left, clockwise; None off the board."""
    return SPACES[sid]["neighbours"] if sid in SPACES else [None] * 6


def neighbours(sid):
    return [n for n in clockwise(sid) if n is not None]


def on_mars(sid):
    return sid in SPACES


def is_land(sid):
    """Land a tile may use under the normal rules: not ocean-reserved, not the Noctis City space."""
    return sid in SPACES and SPACES[sid]["type"] == "land"


def is_ocean_space(sid):
    return sid in SPACES and SPACES[sid]["type"] == "ocean"


def kind_at(tiles, sid):
    tile = tiles.get(sid)
    return tile["tile"] if tile else None


def adjacent_kinds(tiles, sid):
    return [kind_at(tiles, n) for n in neighbours(sid) if n in tiles]


def next_to_city(tiles, sid):
    return "city" in adjacent_kinds(tiles, sid)


def count(tiles, kind, owner=None, mars_only=True):
    return sum(1 for sid, t in tiles.items()
               if t["tile"] == kind and (owner is None or t["owner"] == owner) and (on_mars(sid) or not mars_only))


def player_spaces_on_mars(tiles):
    return [sid for sid, t in tiles.items() if t["owner"] == "player" and on_mars(sid)]


def row_and_place(sid):
    """1-based row and place in the row, as a player counts on the printed board."""
    space = SPACES[sid]
    return space["row"] + 1, space["col"] + 1


def space_name(sid):
    if sid in OFF_BOARD:
        return OFF_BOARD[sid]["name"]
    return SPACES[sid]["name"]


ALL_SPACES = READING_ORDER + sorted(OFF_BOARD)


def where(sid):
    """A space as the player finds it: row and place on Mars, or the colony's name."""
    if sid in OFF_BOARD:
        return msg("tm.where.off_board", name=OFF_BOARD[sid]["name"])
    row, place = row_and_place(sid)
    return msg("tm.where.space", row=row, place=place)
