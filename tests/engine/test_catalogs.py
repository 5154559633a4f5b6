"""Catalogs (docs/engine-contract.md, "Messages"): every language holds every key French
holds, in the same files, with the same placeholders; a plural value holds the CLDR
categories of its language ("one" and "other"; "many" — round millions in French, Spanish
and Italian — may be left out, "other" is read instead) and its "count", when it names
another parameter than n, is one of the message's placeholders; French typography; nothing
left in English (or French) in another language's catalog; the Terraforming Mars names
table covers every card and corporation; every key the front end names exists.

German, Spanish and Italian are translated apart and land by merge: until a language's
file is here, its tests skip and say so; once it is here they must pass."""

import json
import re
import sys
from pathlib import Path

import pytest

from messages import ALLOWED, REQUIRED

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import i18n_build  # noqa: E402

I18N = ROOT / "web" / "i18n"
PLACEHOLDER = re.compile(r"\{(\w+)\}")
LANGS = list(i18n_build.LANG_NAMES)
OTHERS = [lang for lang in LANGS if lang != "fr"]
NAMESPACES = sorted(p.name for p in (I18N / "fr").glob("*.json"))


def load(lang, name):
    path = I18N / lang / name
    if not path.exists():
        pytest.skip(f"web/i18n/{lang}/{name} is not here yet (its translation lands by merge)")
    return json.loads(path.read_text("utf-8"))


def merged(lang):
    out = {}
    for path in sorted((I18N / lang).glob("*.json")):
        out.update(json.loads(path.read_text("utf-8")))
    return out


def texts(value):
    """Every text of a value: itself, or each form of a plural (forms may nest)."""
    if isinstance(value, dict):
        return [t for k, v in value.items() if k != "count" for t in texts(v)]
    return [value]


def placeholders(value):
    return set().union(*(set(PLACEHOLDER.findall(v)) for v in texts(value)))


@pytest.mark.parametrize("lang", LANGS)
def test_each_language_has_every_file(lang):
    if not (I18N / lang).is_dir():
        pytest.skip(f"web/i18n/{lang}/ is not here yet (its translation lands by merge)")
    missing = sorted(set(NAMESPACES) - {p.name for p in (I18N / lang).glob("*.json")})
    assert missing == [], f"{lang} lacks {missing}: the site ships it only once it has them all"


@pytest.mark.parametrize("name", NAMESPACES)
@pytest.mark.parametrize("lang", OTHERS)
def test_same_keys_and_placeholders(lang, name):
    fr, other = load("fr", name), load(lang, name)
    assert sorted(set(fr) - set(other)) == [], f"keys missing in {lang}"
    assert sorted(set(other) - set(fr)) == [], f"keys in {lang} that French does not have"
    wrong = [key for key in fr if placeholders(fr[key]) != placeholders(other[key])]
    assert wrong == [], f"placeholders differ from French: {wrong[:20]}"


def check_plural(value, lang, where):
    """A plural value's categories, its count, and its forms (which may nest)."""
    cats = set(value) - {"count"}
    assert REQUIRED[lang] <= cats <= ALLOWED[lang], f"{where}: {sorted(cats)} (wants {sorted(REQUIRED[lang])}, "\
        f"may add {sorted(ALLOWED[lang] - REQUIRED[lang])})"
    if "count" in value:  # by default n, which the engine passes even when the text does not show it
        count = value["count"]
        assert isinstance(count, str) and count in placeholders(value), f"{where}: counts {count!r}, not in the text"
    for cat in cats:
        form = value[cat]
        if isinstance(form, dict):
            check_plural(form, lang, f"{where}.{cat}")
        else:
            assert isinstance(form, str) and form.strip(), f"{where}.{cat}: empty"


@pytest.mark.parametrize("name", NAMESPACES)
@pytest.mark.parametrize("lang", LANGS)
def test_values_and_plural_forms(lang, name):
    for key, value in load(lang, name).items():
        if isinstance(value, dict):
            check_plural(value, lang, key)
        else:
            assert isinstance(value, str) and value.strip(), f"{key}: empty"


@pytest.mark.parametrize("lang", LANGS)
def test_no_key_defined_in_two_files(lang):
    seen = {}
    for path in sorted((I18N / lang).glob("*.json")):
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


@pytest.mark.parametrize("name", NAMESPACES)
@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_are_single_braced(lang, name):
    """The front end fills {name}; a doubled {{name}} would show its braces to the player."""
    bad = [key for key, value in load(lang, name).items() for text in texts(value) if "{{" in text or "}}" in text]
    assert bad == []


def test_keys_named_in_the_front_end_exist():
    cats = {lang: merged(lang) for lang in LANGS if (I18N / lang).is_dir()}
    missing = []
    for path in (ROOT / "web" / "js").rglob("*.js"):
        for key in re.findall(r"""\bt\(\s*["']([a-z0-9_]+(?:\.[a-z0-9_]+)+)["']""", path.read_text("utf-8")):
            missing += [(lang, path.name, key) for lang, cat in cats.items() if key not in cat]
    assert missing == []


# ---------- nothing left untranslated ----------
# A value the same as English (or French) in another language is a name or a symbol
# ("Autobot", "PERS.IA §4", "M€", "{square}") or a sentence nobody translated. A sentence
# here: three words of two letters or more, one of them among the source language's small words below
# (names rarely hold one: "Interplanetary Cinematics", "Tharsis Tholus"). SAME_ON_PURPOSE
# lists the keys whose words stay in the source language on purpose, with the reason.
SMALL_WORDS = {
    "en": {"the", "an", "to", "of", "and", "or", "your", "you", "is", "are", "for", "in", "on", "with", "it",
           "its", "this", "that", "be", "not", "no", "at", "by", "from", "then", "when", "has", "have", "was", "will",
           "can", "all", "as", "there", "here", "what", "which", "each", "every", "up", "out", "me", "my"},
    "fr": {"le", "la", "les", "un", "une", "des", "du", "de", "et", "ou", "vous", "votre", "vos", "est", "sont",
           "pour", "sur", "dans", "avec", "ne", "pas", "il", "elle", "au", "aux", "ce", "cette", "qui", "que"},
}
SAME_ON_PURPOSE = {
    "kotd.name": "the game's title, which its editions print in English",
}


def reads_as_sentence(text, lang):
    words = re.findall(r"[^\W\d_]{2,}", PLACEHOLDER.sub(" ", text).lower())
    return len(words) >= 3 and any(w in SMALL_WORDS[lang] for w in words)


def untranslated(value, source, lang):
    """The forms of `value` that are `source`'s forms word for word and read as a sentence."""
    pairs = zip(texts(value), texts(source), strict=False) if isinstance(value, dict) == isinstance(source, dict) \
        else ((v, s) for v in texts(value) for s in texts(source))
    return [v for v, s in pairs if v == s and reads_as_sentence(v, lang)]


@pytest.mark.parametrize("name", NAMESPACES)
@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
def test_nothing_left_in_english(lang, name):
    source, own = load("en", name), load(lang, name)
    left = {key: found for key, value in own.items() if key in source and key not in SAME_ON_PURPOSE
            for found in [untranslated(value, source[key], "en")] if found}
    assert left == {}, f"{len(left)} value(s) still in English in {lang}: {list(left.items())[:5]}"


@pytest.mark.parametrize("name", NAMESPACES)
@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang not in ("fr", "en")])
def test_nothing_left_in_french(lang, name):
    source, own = load("fr", name), load(lang, name)
    left = {key: found for key, value in own.items() if key in source and key not in SAME_ON_PURPOSE
            for found in [untranslated(value, source[key], "fr")] if found}
    assert left == {}, f"{len(left)} value(s) still in French in {lang}: {list(left.items())[:5]}"


def test_the_sentence_check_finds_a_sentence_and_spares_names():
    assert untranslated("Roll for me", "Roll for me", "en") == ["Roll for me"]
    assert untranslated({"one": "{n} card left", "other": "{n} cards left"},
                        {"one": "{n} card left", "other": "{n} cards left"}, "en") == []  # two words each
    assert untranslated("Corporation Interplanetary Cinematics", "Corporation Interplanetary Cinematics", "en") == []
    assert untranslated("PERS.IA §5.3 · d6 = {d6}", "PERS.IA §5.3 · d6 = {d6}", "en") == []


# ---------- Terraforming Mars: the names as printed ----------
def tm_data(name):
    return json.loads((ROOT / "py" / "solobots" / "tm" / name).read_text("utf-8"))


def test_the_names_table_covers_every_card_and_corporation():
    """web/i18n/tm-names.tsv (from ../shared/reference/tm-card-names.tsv) has a row for
    each card and corporation of the engine, under the engine's number and English name."""
    table = i18n_build.tm_names("en")
    for card in tm_data("cards.json")["cards"]:
        assert table[f"tm.card.{card['id']}"] == f"{card['name']} · {card['id']}"
    for corp in tm_data("corporations.json")["corporations"]:
        assert table[f"tm.corp.{corp['id']}"] == corp["name"]
    header = (I18N / "tm-names.tsv").read_text("utf-8").splitlines()[0].split("\t")
    assert header[:2] == ["number", "en"] and set(LANGS) <= set(header)


GENERATED = ("tm.card.", "tm.corp.", "tm.card_search.", "lang.")


@pytest.mark.parametrize("lang", LANGS)
def test_the_names_the_build_makes_are_not_written_by_hand(lang):
    """tm.card.*, tm.corp.*, tm.card_search.* and lang.* come from the build for every
    language (scripts/i18n_build.py, from web/i18n/tm-names.tsv): one source for the
    printed names. A copy in a catalog file would be overridden, and drift."""
    if not (I18N / lang).is_dir():
        pytest.skip(f"web/i18n/{lang}/ is not here yet (its translation lands by merge)")
    written = sorted(k for k in merged(lang) if k.startswith(GENERATED))
    assert written == [], f"remove them from web/i18n/{lang}/*.json (the build makes them): {written[:5]}…"


def test_printed_names_come_with_the_card_number():
    fr = i18n_build.tm_names("fr")
    assert fr["tm.card.025"] == "Station Spatiale · 025"
    assert fr["tm.card_search.025"] == "Station Spatiale | Space Station"
    assert fr["tm.card.008"] == "Capital · 008"  # a blank: the English name
    assert fr["tm.card_search.008"] == "Capital"
    assert fr["tm.corp.R00"] == "Jeune Corporation"
    assert i18n_build.tm_names("de")["tm.card.025"] == "Raumstation · 025"
