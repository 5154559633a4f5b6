// The games the site offers (in this order on the home screen) and the widget that
// draws each one's picture. Names and taglines come from the catalogs (<id>.name).
import { kotdBoard } from "./kotd.js";
import { kotdRollPrompt } from "./kotd-roll.js";
import { e300Board } from "./e300.js";
import { tmBoard } from "./tm.js";
import { maBoard, freezeRayAnswers } from "./ma.js";
import { librarySetup } from "./ma-profiles.js";

export const GAMES = ["kotd", "e300", "tm", "ma", "ma_tools"];

const WIDGETS = { kotd: kotdBoard, e300: e300Board, tm: tmBoard, ma: maBoard };

export function widgetFor(name) {
  return WIDGETS[name] || null;
}

// A game may draw one of its dice prompts itself (King of Tokyo's own roll keeps dice
// between rolls): the prompt names its drawer in `widget`; without one, a plain dice pad.
const PROMPTS = { kotd_roll: kotdRollPrompt };

export function promptFor(name) {
  return (name && PROMPTS[name]) || null;
}

// A game may add answers of its own under a question, drawn from its picture's state
// (Mars Attacks' freeze ray: the next figure of its square): (view, ctx) -> element or null.
const PROMPT_EXTRAS = { ma: freezeRayAnswers };

export function promptExtrasFor(game) {
  return PROMPT_EXTRAS[game] || null;
}

// The words a game's screens need come in one catalog per game (the tools share Mars Attacks').
export function catalogOf(game) {
  return game === "ma_tools" ? "ma" : game;
}

// A game may add its own section to the setup form: (values, t) -> element or null. What
// it puts in `values` goes into the new game's options (so the save holds it).
const SETUP_EXTRAS = { ma: librarySetup, ma_tools: librarySetup };

export function setupExtraFor(game) {
  return SETUP_EXTRAS[game] || null;
}

// Where a game's counters go on a landscape tablet: under its picture when the picture is
// short and wide (King of Tokyo's tracks leave the column's lower half empty), otherwise in
// the side column beside the instruction.
// Terraforming Mars' board of 14 counters too: the side keeps the question whole; and
// 300's four (its side column holds a long operation, PERS.IA's die and what just
// happened: the score and bridge counters went under the bottom bar).
const CONTROLS_UNDER_PICTURE = new Set(["kotd", "tm", "e300"]);

export function controlsPlace(game) {
  return CONTROLS_UNDER_PICTURE.has(game) ? "picture" : "side";
}
