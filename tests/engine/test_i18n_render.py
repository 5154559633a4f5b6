"""Every message key renders in every language the site ships (and in the tests'
pseudo-language) with counts 0, 1 and 2, by the page's own renderer: web/js/i18n.js run
under Node on the catalogs as the build merges them. Node rather than a copy of the rules
in Python: the test then checks the code the player runs (Intl.PluralRules and
Intl.NumberFormat of the platform), and the Python mirror the other engine tests use
(messages.py) is checked against it here, form for form. Also: no "1 …s" in any language
(a count of one with a plural noun)."""

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from messages import PLACEHOLDER, plural_category, render

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import build_site  # noqa: E402
import i18n_build  # noqa: E402

NODE = shutil.which("node")
COUNTS = (0, 1, 2)
NUMBERS = [0, 1, 2, 3, 5, 11, 21, 1.5, 1000000, 2000000]
pytestmark = pytest.mark.skipif(NODE is None, reason="Node.js is needed (the site's build needs it too)")


def placeholders(value):
    if isinstance(value, dict):
        return set().union(*(placeholders(v) for k, v in value.items() if k != "count"))
    return set(PLACEHOLDER.findall(value))


@pytest.fixture(scope="module")
def rendered(tmp_path_factory):
    """(catalogs, cases, results): each language's merged catalog, the cases rendered, and
    what the page's renderer made of them."""
    site = tmp_path_factory.mktemp("i18n")
    mp = pytest.MonkeyPatch()
    mp.setenv("SOLOBOTS_PSEUDO", "1")
    build_site.merge_catalogs(site)
    mp.undo()
    langs = [*build_site.LANGS, i18n_build.PSEUDO]
    catalogs = {lang: i18n_build.catalog(lang, build_site.LANGS)[0] for lang in langs}
    keys = sorted(set().union(*catalogs.values()))
    cases = []
    for key in keys:
        names = placeholders(catalogs["en"].get(key) or catalogs["fr"][key])
        for n in COUNTS:
            cases.append([key, dict.fromkeys(names, n) | {"n": n}])
    # numbers as the language writes them, a nested message, a list
    cases += [["tm.board.tr", {"tr": v}] for v in (1234, 12345, -3, 2.5)]
    cases.append(["tm.cards.does_title", {"card": {"key": "tm.card.025", "params": {}}}])
    cases.append(["tm.cards.does_title", {"card": [{"key": "tm.corp.R00", "params": {}}, "x", 3]}])
    request = {"site": str(site), "langs": langs, "games": list(build_site.GAME_CATALOGS), "cases": cases,
               "numbers": NUMBERS}
    run = subprocess.run([NODE, str(ROOT / "tests" / "engine" / "render_messages.mjs")],
                         input=json.dumps(request), capture_output=True, text=True, timeout=300, check=False)
    assert run.returncode == 0, run.stderr[-3000:]
    return catalogs, cases, json.loads(run.stdout)


LANGS = [*build_site.LANGS, i18n_build.PSEUDO]


@pytest.mark.parametrize("lang", LANGS)
def test_every_key_renders_with_counts_0_1_2(rendered, lang):
    _, cases, results = rendered
    bad = [(key, params.get("n"), text) for (key, params), text in zip(cases, results[lang]["texts"], strict=True)
           if text is None or "⟦" in text or PLACEHOLDER.search(text)]
    assert bad == [], f"{len(bad)} cases do not render in {lang}: {bad[:10]}"


@pytest.mark.parametrize("lang", LANGS)
def test_the_python_mirror_renders_as_the_page(rendered, lang):
    catalogs, cases, results = rendered
    mirror = "en" if lang == i18n_build.PSEUDO else lang
    differ = [(key, params, text, render({"key": key, "params": params}, catalogs[lang], mirror))
              for (key, params), text in zip(cases, results[lang]["texts"], strict=True)
              if text != render({"key": key, "params": params}, catalogs[lang], mirror)]
    assert differ == [], f"{len(differ)} differ: {differ[:5]}"
    assert results[lang]["plural"] == [plural_category(mirror, n) for n in NUMBERS]


def test_the_page_uses_the_platform_rules(rendered):
    _, cases, results = rendered
    fr = dict(zip((json.dumps(c) for c in cases), results["fr"]["texts"], strict=True))
    en = dict(zip((json.dumps(c) for c in cases), results["en"]["texts"], strict=True))

    def text(lang_results, key, **params):
        return lang_results[json.dumps([key, params])]
    assert text(fr, "tm.board.tr", tr=12345) == "NT\u202f12\u202f345" or "12\u202f345" in text(fr, "tm.board.tr", tr=12345)
    assert "12,345" in text(en, "tm.board.tr", tr=12345) and "\u22123" in text(en, "tm.board.tr", tr=-3)
    assert "2,5" in text(fr, "tm.board.tr", tr=2.5)
    assert "Station Spatiale · 025" in text(fr, "tm.cards.does_title", card={"key": "tm.card.025", "params": {}})
    assert results["fr"]["plural"][:3] == ["one", "one", "other"]  # French: 0 and 1 are singular
    assert results["en"]["plural"][:3] == ["other", "one", "other"]
    assert results["fr"]["html"] == "fr" and results[i18n_build.PSEUDO]["html"] == "en-XA"
    assert [code for code, _ in results["fr"]["languages"]] == build_site.LANGS  # never the pseudo-language


WORD = r"[^\W\d_]+(?:-[^\W\d_]+)*"  # a hyphenated word is one ("non-activated")


def follow(text, after=r"\{\w+\}", most=2):
    """The words (two at most) right after each placeholder of a text (or each `after`)."""
    return [w.lower() for m in re.finditer(after + rf"((?:\s+{WORD}){{1,{most}}})", text)
            for w in re.findall(WORD, m.group(1))]


def plural_words(catalog, lang):
    """Words a count makes plural in this catalog: those after a placeholder in the "other"
    form of a plural value and never in its "one" form ("cubes", "tiennent", "ennemis")."""
    many, one = set(), set()
    for value in catalog.values():
        if isinstance(value, dict) and isinstance(value.get("other"), str) and isinstance(value.get("one"), str):
            many.update(follow(value["other"]))
            one.update(follow(value["one"]))
    endings = ("s", "x", "nt") if lang == "fr" else ("s",)
    return {w for w in many - one if w.endswith(endings)} | ({"dice"} if lang == "en" else set())


# Parameters that are messages, never numbers ("{units} left": "Persian armies left").
NOT_COUNTS = {("e300.field.left", "units"), ("kotd.instr.your_roll", "dice"), ("kotd.prompt.your_roll", "dice"),
              ("kotd.why.same_type", "type"), ("tm.does.discount", "tags")}


@pytest.mark.parametrize("lang", list(i18n_build.LANG_NAMES))
def test_no_count_of_one_with_a_plural_noun(rendered, lang):
    """Every key rendered with each of its parameters at 1 in turn (and n, the count the
    engine always passes with a plural, the others words): the word after that 1 is never
    one this language's catalogs put after a count of two or more only ("1 cubes",
    "1 tiennent bon", "les 1 autres")."""
    catalogs = rendered[0]
    if lang not in catalogs:
        pytest.skip(f"web/i18n/{lang}/ is not complete here yet (its translation lands by merge)")
    catalog = catalogs[lang]
    words = plural_words(catalog, lang)
    assert {"fr": {"cubes", "cartes"}, "en": {"cubes", "cards"}}.get(lang, set()) <= words
    found = []
    for key, value in catalog.items():
        if key.startswith(("tm.card", "rule.")):
            continue
        names = placeholders(value)
        for name in names - {n for k, n in NOT_COUNTS if k == key}:
            params = dict.fromkeys(names, "X") | {name: 1, "n": 1}
            text = render({"key": key, "params": params}, catalog, lang)
            bad = [w for w in follow(text, r"(?<![\d.,])\b1", most=1) if w in words]
            if bad:
                found.append((key, name, bad, text[:100]))
    assert found == [], f"{len(found)}: {found[:30]}"
