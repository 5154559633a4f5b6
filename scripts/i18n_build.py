"""The catalogs as the page gets them, for the site's build (build_site.merge_catalogs) and
the tests: each language's files in web/i18n/<lang>/, plus what the build writes itself —
the Terraforming Mars cards and corporations by the names printed in that language's
edition (web/i18n/tm-names.tsv), each language's own name for the language picker, and,
for the tests only, a pseudo-language made from English."""

import csv
import json
import re
from pathlib import Path

I18N = Path(__file__).resolve().parent.parent / "web" / "i18n"

# The languages a player may choose, in the picker's order, each by its own name.
LANG_NAMES = {"fr": "Français", "en": "English", "de": "Deutsch", "es": "Español", "it": "Italiano"}
# Made from English for the tests (40 % longer, accented): never offered to players; the
# build makes it only when SOLOBOTS_PSEUDO=1 (tests/conftest.py sets it).
PSEUDO = "xx"
PLACEHOLDER = re.compile(r"(\{\w+\})")


def source_files(lang, i18n=I18N):
    return sorted((i18n / lang).glob("*.json"))


def shipped(i18n=I18N):
    """The languages that ship: those whose folder holds every catalog file French has (a
    translation still under way stays out of the site, whose pages would show ⟦keys⟧)."""
    names = {p.name for p in source_files("fr", i18n)}
    return [lang for lang in LANG_NAMES if names and names <= {p.name for p in source_files(lang, i18n)}]


def tm_names(lang, i18n=I18N):
    """Generated keys for Terraforming Mars (see docs/engine-contract.md, "Messages"):
    tm.card.<number> "name as printed · number" (a middle dot rather than brackets: the
    name often stands in brackets itself, "+2 plants (Arctic Algae · 023)"), tm.corp.<id>
    the corporation's name, and tm.card_search.<number> the words a search matches (the
    name, then the English one). A blank in the table: that edition kept the English name,
    or it is not known."""
    with (i18n / "tm-names.tsv").open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    out = {}
    for row in rows:
        number, english = row["number"], row["en"]
        name = (row.get(lang) or "").strip() or english
        if number.startswith("R"):
            out[f"tm.corp.{number}"] = name
        else:
            out[f"tm.card.{number}"] = f"{name} · {number}"
            out[f"tm.card_search.{number}"] = name if name == english else f"{name} | {english}"
    return out


def language_names(langs):
    return {f"lang.{lang}": LANG_NAMES[lang] for lang in langs}


def catalog(lang, langs, i18n=I18N):
    """(merged, origin): every key the page may render in `lang` with its value, and the
    source file it came from (generated keys: the file of their game)."""
    source = "en" if lang == PSEUDO else lang
    merged, origin = {}, {}

    def add(key, value, stem):
        if key in merged:
            raise ValueError(f"catalog key {key} defined twice ({lang})")
        merged[key] = value
        origin[key] = stem

    for path in source_files(source, i18n):
        for key, value in json.loads(path.read_text("utf-8")).items():
            add(key, value, path.stem)
    # The build's own keys win over any a catalog file writes (test_catalogs.py fails on
    # those): one source for the printed names, the table.
    for key, value in tm_names(source, i18n).items():
        merged[key], origin[key] = value, "tm-cards"
    for key, value in language_names(langs).items():
        merged[key], origin[key] = value, "core"
    if lang == PSEUDO:
        merged = {k: (v if k.startswith("lang.") else pseudo(v)) for k, v in merged.items()}
    return merged, origin


# ---------- the pseudo-language ----------
ACCENTED = dict(zip("aeiouycnAEIOUYCN", "áéîõüýçñÅÉÎÕÜÝÇÑ", strict=True))


def _stretch(word):
    """A word 40 % longer and accented: every letter kept, vowels and some consonants doubled."""
    extra = round(len(word) * 0.6)
    out = []
    for i, ch in enumerate(word):
        out.append(ACCENTED.get(ch, ch))
        if extra and (i % 2 == 1 or i == len(word) - 1):
            out.append(ACCENTED.get(ch.lower(), ch.lower()))
            extra -= 1
    return "".join(out) + "ë" * extra


def pseudo(value):
    """English made 40 % longer with accents, placeholders kept: a plural's forms each."""
    if isinstance(value, dict):
        return {k: (v if k == "count" else pseudo(v)) for k, v in value.items()}
    parts = PLACEHOLDER.split(value)
    return "".join(p if PLACEHOLDER.fullmatch(p) else re.sub(r"[A-Za-z]+", lambda m: _stretch(m.group(0)), p)
                   for p in parts)
