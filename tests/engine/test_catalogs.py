"""Catalogs: every key in both languages with the same placeholders, French typography,
and every key the front end names literally present."""

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "web" / "i18n"
PLACEHOLDER = re.compile(r"\{(\w+)\}")
NAMESPACES = sorted(p.name for p in (I18N / "fr").glob("*.json"))


def load(lang, name):
    return json.loads((I18N / lang / name).read_text("utf-8"))


def merged(lang):
    out = {}
    for path in sorted((I18N / lang).glob("*.json")):
        out.update(json.loads(path.read_text("utf-8")))
    return out


def texts(value):
    return list(value.values()) if isinstance(value, dict) else [value]


def placeholders(value):
    return set().union(*(set(PLACEHOLDER.findall(v)) for v in texts(value)))


def test_both_languages_have_the_same_files():
    assert sorted(p.name for p in (I18N / "en").glob("*.json")) == NAMESPACES


@pytest.mark.parametrize("name", NAMESPACES)
def test_same_keys_and_placeholders(name):
    fr, en = load("fr", name), load("en", name)
    assert sorted(set(fr) ^ set(en)) == [], "keys missing in one language"
    for key in fr:
        assert placeholders(fr[key]) == placeholders(en[key]), key
        assert isinstance(fr[key], dict) == isinstance(en[key], dict), key
        for value in (fr[key], en[key]):
            if isinstance(value, dict):
                assert set(value) == {"one", "other"}, key
            for text in texts(value):
                assert isinstance(text, str) and text.strip(), key


def test_no_key_defined_in_two_files():
    seen = {}
    for path in sorted((I18N / "fr").glob("*.json")):
        for key in json.loads(path.read_text("utf-8")):
            assert key not in seen, f"{key} in {path.name} and {seen.get(key)}"
            seen[key] = path.name


@pytest.mark.parametrize("name", NAMESPACES)
def test_french_typography(name):
    # A narrow no-break space before ; : ! ? and inside guillemets, never a plain space.
    for key, value in load("fr", name).items():
        for text in texts(value):
            assert not re.search(r" [;:!?](\s|$)", text), f"{key}: plain space before punctuation"
            assert "« " not in text and " »" not in text, f"{key}: plain space inside guillemets"


def test_keys_named_in_the_front_end_exist():
    fr, en = merged("fr"), merged("en")
    missing = []
    for path in (ROOT / "web" / "js").rglob("*.js"):
        for key in re.findall(r"""\bt\(\s*["']([a-z0-9_]+(?:\.[a-z0-9_]+)+)["']""", path.read_text("utf-8")):
            if key not in fr or key not in en:
                missing.append((path.name, key))
    assert missing == []


@pytest.mark.parametrize("name", NAMESPACES)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_placeholders_are_single_braced(lang, name):
    """The front end fills {name}; a doubled {{name}} would show its braces to the player."""
    bad = [key for key, value in load(lang, name).items() for text in texts(value) if "{{" in text or "}}" in text]
    assert bad == []
