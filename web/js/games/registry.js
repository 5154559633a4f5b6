// The games the site offers (in this order on the home screen) and the widget that
// draws each one's picture. Names and taglines come from the catalogs (<id>.name).
import { kotdBoard } from "./kotd.js";

export const GAMES = ["kotd"];

const WIDGETS = { kotd: kotdBoard };

export function widgetFor(name) {
  return WIDGETS[name] || null;
}
