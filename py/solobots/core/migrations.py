"""Saves written by earlier versions of the app, brought up to the current format.

Every change to the save format bumps SAVE_SCHEMA in session.py and adds here the step
from the previous schema; tests/engine/saves/ keeps real saves of every schema and every
released build, and each must still load and play on. Schema 1 is the first released
format. (A change of the rules, not of the format, is carried by the game's own state
steps: core/legacy.py.)
"""

from .errors import RuleError


def _schema1_to_2(save):
    """Schema 2 adds the rules state at the end of the actions, the history of earlier rules
    (none yet), and sums the rules state without its words. A schema-1 save has no state to
    add: the session rebuilds it by replay, and checks the old kind of checksum
    (`legacy_sum`), which covered the state with its words as that build worded it."""
    save.setdefault("history", [])
    save["legacy_sum"] = True
    return save


# schema N -> function turning a schema-N save into a schema-(N+1) save
STEPS = {1: _schema1_to_2}


def migrate(save, current):
    schema = save.get("schema")
    if isinstance(schema, bool) or not isinstance(schema, int) or schema < 1 or schema > current:
        raise RuleError("error.save_schema", schema=str(schema)[:20])
    save = dict(save)
    if schema == current:
        save.pop("legacy_sum", None)  # only a migration from schema 1 may ask for the old checksum
    while schema < current:
        save = STEPS[schema](dict(save))
        schema += 1
        save["schema"] = schema
    return save
