"""index.html as deployed: the home screen painted from HTML and CSS before any module or
Python arrives.

- The app's own sheet (web/css/app.css) inlined in the page, so the first paint is the
  finished home screen; the games' sheets in one hashed sheet loaded without blocking
  (media="print"), which app.js applies from the first screen that is not home.
- The home screen pre-rendered in every language from the catalogs (the same markup that
  web/js/screens/home.js draws, so nothing moves when the app takes over), the first
  language in the page and the others in templates; two small inline scripts, allowed by
  their hashes in the Content-Security-Policy, put the player's own in place and pick it
  (as i18n.js does: ?lang=, the stored choice, the browser's languages), the theme, the
  embedded layout, and hides the home screen when a game will open at once.
- The bundled app (bundle_front.py) with a modulepreload for every module its boot
  imports, and PyScript's core, which the engine's start imports next.
"""

import base64
import hashlib
import html
import json
import re

# Run before the body is parsed; it must stay in step with i18n.js's detectLang and
# ui.js's applyTheme. __LANGS__ is filled in by the build.
HEAD_SCRIPT = """(function () {
  var d = document.documentElement, q = new URLSearchParams(location.search), langs = __LANGS__, s = {};
  function get(k) { try { return localStorage.getItem(k); } catch (e) { return null; } }
  var nav = (navigator.languages || [navigator.language || "fr"]).map(function (l) { return l.slice(0, 2); });
  var lang = [q.get("lang"), get("solobots:lang")].concat(nav).filter(function (l) { return langs.indexOf(l) >= 0; })[0];
  d.lang = lang || "fr";
  try { s.theme = JSON.parse(get("solobots:pref:theme")); } catch (e) { /* auto */ }
  if (s.theme === "light" || s.theme === "dark") d.dataset.theme = s.theme;
  if (q.get("embed") === "1") d.classList.add("embed");
  else if (get("solobots:at-table") === "1" && !location.hash) d.classList.add("resuming");
})();"""


def esc(text):
    return html.escape(str(text), quote=True)


def home_markup(words, games):
    """The home screen as web/js/screens/home.js draws it with no saved game (its buttons
    disabled: they do nothing before the app arrives)."""
    cards = "".join(
        f'<li class="game-card"><h3>{esc(words[f"{g}.name"])}</h3><p>{esc(words[f"{g}.tagline"])}</p>'
        f'<button type="button" class="btn big primary" disabled>{esc(words["ui.new_game"])}</button></li>'
        for g in games)
    return (f'<h1 class="home-title">{esc(words["app.tagline"])}</h1>'
            f'<div class="home-record"><button type="button" class="btn big" disabled>📈 {esc(words["record.title"])}'
            f'</button></div>'
            f'<section class="home-games"><h2>{esc(words["ui.games"])}</h2><ul class="game-list">{cards}</ul></section>'
            f'<section class="home-saves"><h2>{esc(words["ui.saved_games"])}</h2>'
            f'<p class="empty">{esc(words["ui.no_saves"])}</p><div class="form-actions">'
            f'<button type="button" class="btn" disabled>{esc(words["ui.import"])}</button></div></section>')


def prerender_css(langs):
    """Only the player's language shows; nothing of the home screen under an embedded
    game's setup or a game about to open again."""
    rules = [f'html[lang="{lang}"] :is([data-pre],[data-l]):not([lang="{lang}"])' for lang in langs]
    # the player's language marked in the top bar as app.css marks it once the app runs
    pressed = [f'html[lang="{lang}"] .lang button[data-lang="{lang}"]' for lang in langs]
    return (",".join(rules) + "{display:none}"
            "html.embed [data-pre],html.resuming [data-pre]{display:none}"
            + ",".join(pressed) + "{background:var(--accent-fg);color:var(--accent);font-weight:700}")


# Run where the home screen's first language stands: the player's own takes its place, so
# the page holds one home screen (in its language) before the app draws its own.
SWAP_SCRIPT = """(function () {
  var t = document.querySelector('template[data-pre-lang="' + document.documentElement.lang + '"]');
  if (t) document.querySelector("#main > [data-pre]").replaceWith(t.content.cloneNode(true));
})();"""


def csp_with_scripts(page, scripts):
    digests = " ".join(f"'sha256-{base64.b64encode(hashlib.sha256(s.encode('utf-8')).digest()).decode()}'"
                       for s in scripts)
    marker = "script-src 'self'"
    assert marker in page, "index.html's Content-Security-Policy no longer says script-src 'self'"
    return page.replace(marker, f"{marker} {digests}", 1)


def write_index(site, source, bundle, langs, games):
    page = source
    catalogs = {lang: json.loads((site / "web" / "i18n" / f"{lang}.json").read_text("utf-8")) for lang in langs}
    # Style: the app's sheet inline, the rest without blocking.
    sheets = re.findall(r'  <link rel="stylesheet" href="\./web/css/[^"]+">\n', page)
    assert sheets and "app.css" in sheets[0], "index.html no longer links web/css/app.css first"
    page = page.replace(sheets[0], f"  <style>{bundle['inline_css']}{prerender_css(langs)}</style>\n")
    later = f'  <link rel="stylesheet" href="./{bundle["css"]}" media="print" id="later-css">\n'
    for i, sheet in enumerate(sheets[1:]):
        page = page.replace(sheet, later if i == 0 else "")
    # Script: the inline start, the bundle, its preloads.
    script = HEAD_SCRIPT.replace("__LANGS__", json.dumps(langs))
    marker = '  <script type="module" src="./web/js/app.js"></script>\n'
    assert marker in page, "index.html no longer loads web/js/app.js as expected"
    preload = [*bundle["preload"], *bundle.get("pyscript", [])]
    links = "".join(f'  <link rel="modulepreload" href="./{p}">\n' for p in preload)
    page = page.replace(marker, f"  <script>{script}</script>\n"
                                f'  <script type="module" src="./{bundle["entry"]}"></script>\n{links}')
    page = csp_with_scripts(page, [script, SWAP_SCRIPT])
    # The home screen in the first language, the others in templates, and the start-up
    # line in every language.
    main = re.search(r'(<main id="main" tabindex="-1">\n)(.*?)(  </main>)', page, re.S)
    homes = "".join((f'    <div data-pre lang="{lang}">{home_markup(catalogs[lang], games)}</div>\n' if i == 0 else
                     f'    <template data-pre-lang="{lang}"><div data-pre lang="{lang}">'
                     f'{home_markup(catalogs[lang], games)}</div></template>\n') for i, lang in enumerate(langs))
    homes += f"    <script>{SWAP_SCRIPT}</script>\n"
    page = page[:main.end(1)] + main.group(2) + homes + page[main.start(3):]
    loading = "".join(f'<span data-l lang="{lang}">{esc(catalogs[lang]["ui.engine_loading"])}</span>' for lang in langs)
    page = re.sub(r'(<span id="engine-text">)[^<]*(</span>)', lambda m: m.group(1) + loading + m.group(2), page)
    (site / "index.html").write_text(page, "utf-8")
