"""Dice faces, entered-dice checks, and the small message builders for counts and lists."""

from ..core.errors import RuleError
from ..core.messages import join, msg

# Every die, red or white, has exactly one of each face (docs/rules/kotd.md, Components).
FACES = ["smash", "heart", "energy", "fame", "destruction", "power"]
TYPES = ("fame", "destruction")


def read_faces(action, count):
    """The faces the player entered, checked; None means "roll for me"."""
    faces = action.get("faces")
    if faces is None:
        return None
    if not isinstance(faces, list):
        raise RuleError("kotd.error.faces_not_list")
    if len(faces) != count:
        raise RuleError("kotd.error.wrong_count", expected=count, got=len(faces))
    for position, face in enumerate(faces, start=1):
        if not isinstance(face, str) or face not in FACES:
            raise RuleError("kotd.error.unknown_face", position=position)
    return list(faces)


def draw_faces(rng, count):
    return [FACES[rng.below(len(FACES))] for _ in range(count)]


def count_of(face, n):
    return msg("kotd.count." + face, n=n)


def faces_summary(faces):
    """ "2 baffes, 1 soin et 3 gloires": counts in the fixed face order."""
    return join([count_of(f, faces.count(f)) for f in FACES if faces.count(f)])


def position(pos):
    """A token position for the player at the table, from Autobot's point of view."""
    if pos > 0:
        return msg("kotd.pos.autobot", n=pos)
    if pos < 0:
        return msg("kotd.pos.player", n=-pos)
    return msg("kotd.pos.centre")
