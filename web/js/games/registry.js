// The games the site offers (in this order on the home screen) and the widget that
// draws each one's picture. Names and taglines come from the catalogs (<id>.name).
// Each game's drawing code is its own module, fetched when the game is first opened
// (loadGameCode, awaited before its setup or table is drawn): a first game fetches only
// its own; the offline cache holds them all.
export const GAMES = ["kotd", "e300", "tm", "ma", "ma_tools"];

const WIDGETS = {};

const LOADERS = {
  kotd: () => Promise.all([import("./kotd.js"), import("./kotd-roll.js")]).then(([board, roll]) => {
    WIDGETS.kotd = board.kotdBoard;
    PROMPTS.kotd_roll = roll.kotdRollPrompt;
  }),
  e300: () => import("./e300.js").then((m) => { WIDGETS.e300 = m.e300Board; }),
  tm: () => import("./tm.js").then((m) => { WIDGETS.tm = m.tmBoard; }),
  ma: () => Promise.all([import("./ma.js"), import("./ma-profiles.js")]).then(([board, profiles]) => {
    WIDGETS.ma = board.maBoard;
    SETUP_EXTRAS.ma = SETUP_EXTRAS.ma_tools = profiles.librarySetup;
  }),
};
LOADERS.ma_tools = LOADERS.ma;
const loading = {};

export function loadGameCode(game) {
  if (!LOADERS[game]) return Promise.resolve();
  if (!loading[game]) loading[game] = LOADERS[game]().catch((err) => { delete loading[game]; throw err; });
  return loading[game];
}

export function widgetFor(name) {
  return WIDGETS[name] || null;
}

// A game may draw one of its dice prompts itself (King of Tokyo's own roll keeps dice
// between rolls): the prompt names its drawer in `widget`; without one, a plain dice pad.
const PROMPTS = {};

export function promptFor(name) {
  return (name && PROMPTS[name]) || null;
}

// The words a game's screens need come in one catalog per game (the tools share Mars Attacks').
export function catalogOf(game) {
  return game === "ma_tools" ? "ma" : game;
}

// A game may add its own section to the setup form: (values, t) -> element or null. What
// it puts in `values` goes into the new game's options (so the save holds it).
const SETUP_EXTRAS = {};

export function setupExtraFor(game) {
  return SETUP_EXTRAS[game] || null;
}

// Where a game's counters go on a landscape tablet: under its picture when the picture is
// short and wide (King of Tokyo's tracks leave the column's lower half empty), otherwise in
// the side column beside the instruction.
// Terraforming Mars' board of 14 counters too: the side keeps the question whole.
const CONTROLS_UNDER_PICTURE = new Set(["kotd", "tm"]);

export function controlsPlace(game) {
  return CONTROLS_UNDER_PICTURE.has(game) ? "picture" : "side";
}
