# Frozen from fb9edddcb654:py/solobots/core/migrations.py (scripts/freeze_engine.py): do not edit.
"""Saves written by earlier versions of the app, brought up to the current format.

Every change to the save format bumps SAVE_SCHEMA in session.py and adds here the step
from the previous schema; tests/engine/saves/ keeps one real save of every schema ever
released, and each must still load. Schema 1 is the first released format.
"""

from .errors import RuleError

# schema N -> function turning a schema-N save into a schema-(N+1) save
STEPS = {}


def migrate(save, current):
    schema = save.get("schema")
    if isinstance(schema, bool) or not isinstance(schema, int) or schema < 1 or schema > current:
        raise RuleError("error.save_schema", schema=str(schema))
    while schema < current:
        save = STEPS[schema](dict(save))
        schema += 1
        save["schema"] = schema
    return save
