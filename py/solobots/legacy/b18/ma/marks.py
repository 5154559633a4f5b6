# Frozen from fb9edddcb654:py/solobots/ma/marks.py (scripts/freeze_engine.py): do not edit.
"""What the board highlights for the decision being shown: the acting figure, its
targets, the candidates put to the player, squares, the suggested path, the card's
sector, and the figures a panic test just laid down."""


def clear(state):
    state["marks"] = {"actor": None, "targets": [], "candidates": [], "squares": [], "path": [], "sector": None,
                      "fallen": []}


def mark(state, **what):
    if "marks" in state:
        state["marks"].update(what)
