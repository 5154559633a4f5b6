// The games the site offers (in this order on the home screen) and the widget that
// draws each one's picture. Names and taglines come from the catalogs (<id>.name).
import { kotdBoard } from "./kotd.js";
import { e300Board } from "./e300.js";
import { tmBoard } from "./tm.js";
import { maBoard } from "./ma.js";

export const GAMES = ["kotd", "e300", "tm", "ma", "ma_tools"];

const WIDGETS = { kotd: kotdBoard, e300: e300Board, tm: tmBoard, ma: maBoard };

export function widgetFor(name) {
  return WIDGETS[name] || null;
}
