# Frozen from fb9edddcb654:py/solobots/ma/dice.py (scripts/freeze_engine.py): do not edit.
"""The d8s: every die of the game is a d8 (rulings, "Board and dice")."""

from ..core.errors import RuleError

SET = "d8"
FACES = [str(n) for n in range(1, 9)]
BASE_DICE = 3
MIN_DICE = 1  # cards can take dice away, but a test always rolls at least one


def read_faces(action, count):
    """The player's physical dice, or None for "roll for me"; anything else is refused."""
    faces = action.get("faces")
    if faces is None:
        return None
    if not isinstance(faces, list) or len(faces) != count or not all(isinstance(f, str) and f in FACES for f in faces):
        raise RuleError("ma.error.bad_faces", n=count)
    return list(faces)


def roll(rng, count):
    return [FACES[rng.below(8)] for _ in range(count)]


def faces_or_roll(action, count, rng):
    faces = read_faces(action, count)
    return (faces, False) if faces is not None else (roll(rng, count), True)


def value(face):
    return int(face)


def successes(faces, stat):
    """Dice at or above the stat ("4+") succeed."""
    return sum(1 for f in faces if int(f) >= stat)


def eights(faces):
    return sum(1 for f in faces if f == "8")
