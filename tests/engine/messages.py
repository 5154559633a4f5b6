"""What web/js/i18n.js does, in Python, for the engine tests that read rendered words:
the plural form a count takes in each language (CLDR's cardinal rules, as Intl.PluralRules
applies them), a second count named by "count", and numbers as Intl.NumberFormat writes
them. test_i18n_render.py checks this mirror against the page's own renderer under Node, on
every key of every language, so the two cannot drift apart."""

import re
import sys
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import i18n_build

PLACEHOLDER = re.compile(r"\{(\w+)\}")
CATEGORIES = ("zero", "one", "two", "few", "many", "other")


def _operands(n):
    """CLDR's plural operands of a number: i (integer digits), v (visible fraction digits)."""
    d = Decimal(str(abs(n)))
    i = int(d)
    v = max(0, -d.as_tuple().exponent) if d != d.to_integral_value() else 0
    return i, v


def _millions(i, v):
    return v == 0 and i != 0 and i % 1_000_000 == 0


def plural_category(lang, n):
    """The CLDR cardinal category of `n` in `lang` (CLDR 44, the rules Chromium and Node ship)."""
    i, v = _operands(n)
    if lang == "fr":
        return "one" if i in (0, 1) else "many" if _millions(i, v) else "other"
    if lang in ("es", "it"):
        one = (abs(n) == 1) if lang == "es" else (i == 1 and v == 0)
        return "one" if one else "many" if _millions(i, v) else "other"
    # en, de (and the pseudo-language, which is English)
    return "one" if i == 1 and v == 0 else "other"


# The categories each language's plural values must hold ("many", for round millions,
# falls back to "other" and may be left out).
REQUIRED = {"fr": {"one", "other"}, "en": {"one", "other"}, "de": {"one", "other"},
            "es": {"one", "other"}, "it": {"one", "other"}}
ALLOWED = {"fr": {"one", "many", "other"}, "en": {"one", "other"}, "de": {"one", "other"},
           "es": {"one", "many", "other"}, "it": {"one", "many", "other"}}


def form(value, params, lang):
    """The text a catalog value gives for these params: a plural value chooses by `n` (or
    the parameter its "count" names), falling back to "other"; forms may nest."""
    while isinstance(value, dict):
        n = params.get(value.get("count", "n"))
        category = plural_category(lang, n if isinstance(n, (int, float)) and not isinstance(n, bool) else 0)
        value = value.get(category, value["other"])
    return value


GROUP = {"fr": "\u202f", "en": ",", "de": ".", "es": ".", "it": ".", "xx": ","}
DECIMAL = {"fr": ",", "en": ".", "de": ",", "es": ",", "it": ",", "xx": "."}
MIN_GROUPING = {"es": 2, "it": 2}  # Spanish and Italian group from five digits: 1234, but 12.345


def number(value, lang):
    """A number as Intl.NumberFormat writes it (at most 3 decimals), a true minus before a negative."""
    sign = "\u2212" if value < 0 else ""
    text = f"{abs(value):.3f}".rstrip("0").rstrip(".") if isinstance(value, float) else str(abs(value))
    whole, _, frac = text.partition(".")
    if len(whole) >= 4 + MIN_GROUPING.get(lang, 1) - 1:
        groups = []
        while len(whole) > 3:
            groups.insert(0, whole[-3:])
            whole = whole[:-3]
        whole = GROUP.get(lang, ",").join([whole, *groups])
    return sign + whole + (DECIMAL.get(lang, ".") + frac if frac else "")


def page_catalog(lang):
    """Every key the page renders in `lang` from: the catalog files merged, with the keys the
    build makes (Terraforming Mars' printed names: tm.card.<id>, tm.corp.<id>)."""
    return i18n_build.catalog(lang, list(i18n_build.LANG_NAMES))[0]


def render(message, catalog, lang="fr"):
    """A msg rendered as the page renders it: nested msgs, lists joined by commas, numbers
    formatted; an unknown key reads ⟦key⟧ and an unknown placeholder stays as it is."""
    params = message.get("params") or {}

    def param(value):
        if isinstance(value, dict) and "key" in value:
            return render(value, catalog, lang)
        if isinstance(value, list):
            return ", ".join(param(v) for v in value)
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, (int, float)):
            return number(value, lang)
        return str(value)

    text = form(catalog.get(message["key"]), params, lang)
    if not isinstance(text, str):
        return f"⟦{message['key']}⟧"
    return PLACEHOLDER.sub(lambda m: param(params[m.group(1)]) if m.group(1) in params else m.group(0), text)
