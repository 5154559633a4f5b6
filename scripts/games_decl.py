"""What the build makes of the games' one declaration (py/solobots/games.json,
docs/adding-a-game.md) for the front end: the module web/js/games/declared.js (the games in
order, the catalog of each, where its counters go, and its screen module, fetched when the
game is first opened), the game catalogs' source files, and each game's style sheet link."""

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DECLARATION = ROOT / "py" / "solobots" / "games.json"


def games(path=DECLARATION):
    return json.loads(Path(path).read_text("utf-8"))["games"]


def catalogs(declared):
    """catalog -> its source files in web/i18n/<lang>/, in declaration order."""
    out = {}
    for g in declared:
        out.setdefault(g["catalog"], [])
        for f in g.get("catalog_files", []):
            if f not in out[g["catalog"]]:
                out[g["catalog"]].append(f)
    return out


def styles(declared):
    """The games' sheets (web/css/...), each once, in declaration order."""
    out = []
    for g in declared:
        if g.get("style") and f"web/css/{g['style']}" not in out:
            out.append(f"web/css/{g['style']}")
    return out


def module(declared):
    """web/js/games/declared.js. An import() each, written out in full, so the bundler
    splits each screen into its own chunk."""
    screens = "\n".join(f'  {json.dumps(g["id"])}: () => import("./{g["screen"]}"),' for g in declared if g.get("screen"))
    return (
        "// Made by the build from py/solobots/games.json (scripts/games_decl.py): not in the\n"
        "// sources, edit the declaration instead.\n"
        f"export const GAMES = {json.dumps([g['id'] for g in declared])};\n"
        f"export const CATALOG = {json.dumps({g['id']: g['catalog'] for g in declared})};\n"
        f"export const CONTROLS = {json.dumps({g['id']: g.get('controls', 'side') for g in declared})};\n"
        f"export const SCREENS = {{\n{screens}\n}};\n"
    )


def with_style_links(html, declared):
    """index.html with the games' sheets linked where it marks their place."""
    marker = "  <!-- the games' style sheets (py/solobots/games.json) -->\n"
    assert marker in html, "index.html lost the place of the games' style sheets"
    links = "".join(f'  <link rel="stylesheet" href="./{s}">\n' for s in styles(declared))
    return html.replace(marker, links)
