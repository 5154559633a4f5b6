"""Every save format ever released still loads: one real save per schema and game."""

import json
import re
from pathlib import Path

import pytest

from solobots.core import migrations
from solobots.core.errors import RuleError
from solobots.core.session import SAVE_SCHEMA, Session

SAVES = sorted((Path(__file__).parent / "saves").glob("*.json"))


def test_every_older_schema_has_a_migration_step():
    assert sorted(migrations.STEPS) == list(range(1, SAVE_SCHEMA))


@pytest.mark.parametrize("path", SAVES, ids=lambda p: p.name)
def test_stored_saves_of_every_schema_load(path):
    save = json.loads(path.read_text("utf-8"))
    schema = int(re.search(r"schema(\d+)", path.name).group(1))
    assert save["schema"] == schema
    session = Session.from_save(save)
    assert session.cursor == save["cursor"] and len(session.actions) == len(save["actions"])
    assert session.to_save()["schema"] == SAVE_SCHEMA


def test_there_is_a_stored_save_of_the_current_schema():
    assert any(f"schema{SAVE_SCHEMA}" in p.name for p in SAVES)


@pytest.mark.parametrize("schema", [0, SAVE_SCHEMA + 1, "1", None, True])
def test_unknown_schemas_are_refused(schema):
    save = json.loads(SAVES[0].read_text("utf-8"))
    save["schema"] = schema
    with pytest.raises(RuleError) as err:
        Session.from_save(save)
    assert err.value.key == "error.save_schema"
