// The games the site offers (in this order on the home screen) and what each one draws.
// Each game is declared once, in py/solobots/games.json; the build writes what the page
// needs of it into ./declared.js (scripts/games_decl.py). Names and taglines come from the
// catalogs (<id>.name). A game's screen module is fetched when the game is first opened
// (loadGameCode, awaited before its setup or table is drawn): a first game fetches only its
// own; the offline cache holds them all. A screen module exports `screen`: {widgets: {name:
// draw(board, ctx)}, prompts: {name: draw(prompt, ctx)}, extras: {game: (view, ctx) ->
// element}, setup: (values, t) -> element}, each part optional.
import { GAMES, CATALOG, CONTROLS, SCREENS } from "./declared.js";

export { GAMES };

const WIDGETS = {};
const PROMPTS = {};
const PROMPT_EXTRAS = {};
const SETUP_EXTRAS = {};
const loading = {};

function install(game, screen) {
  Object.assign(WIDGETS, screen.widgets || {});
  Object.assign(PROMPTS, screen.prompts || {});
  Object.assign(PROMPT_EXTRAS, screen.extras || {});
  if (screen.setup) SETUP_EXTRAS[game] = screen.setup;
}

export function loadGameCode(game) {
  if (!SCREENS[game]) return Promise.resolve();
  if (!loading[game]) {
    loading[game] = SCREENS[game]().then((m) => install(game, m.screen))
      .catch((err) => { delete loading[game]; throw err; });
  }
  return loading[game];
}

export function widgetFor(name) {
  return WIDGETS[name] || null;
}

// A game may draw one of its dice prompts itself (King of Tokyo's own roll keeps dice
// between rolls): the prompt names its drawer in `widget`; without one, a plain dice pad.
export function promptFor(name) {
  return (name && PROMPTS[name]) || null;
}

// A game may add answers of its own under a question, drawn from its picture's state
// (Mars Attacks' freeze ray: the next figure of its square): (view, ctx) -> element or null.
export function promptExtrasFor(game) {
  return PROMPT_EXTRAS[game] || null;
}

// The words a game's screens need come in one catalog per game (the tools share Mars Attacks').
export function catalogOf(game) {
  return CATALOG[game] || game;
}

// A game may add its own section to the setup form: (values, t) -> element or null. What
// it puts in `values` goes into the new game's options (so the save holds it).
export function setupExtraFor(game) {
  return SETUP_EXTRAS[game] || null;
}

// Where a game's counters go on a landscape tablet (its declaration's "controls"): under
// its picture when the picture is short and wide (King of Tokyo's tracks leave the column's
// lower half empty; Terraforming Mars' 14 counters and 300's four, where the side holds a
// long question), otherwise in the side column beside the instruction.
export function controlsPlace(game) {
  return CONTROLS[game] === "picture" ? "picture" : "side";
}
