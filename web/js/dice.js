// Dice faces drawn as SVG, each with its name as text for screen readers.
import { s } from "./dom.js";
import { t } from "./i18n.js";

// Simple pictograms: recognisable at fingertip size, no external images.
const ICONS = {
  smash: () => [
    s("path", { d: "M14 12 L22 36 M24 10 L30 38 M34 12 L36 36", "stroke-width": 5, "stroke-linecap": "round", fill: "none" }),
  ],
  heart: () => [s("path", { d: "M24 38 C8 27 8 14 17 13 C21 13 23 16 24 18 C25 16 27 13 31 13 C40 14 40 27 24 38 Z" })],
  energy: () => [s("path", { d: "M27 8 L13 27 L23 27 L20 40 L35 20 L25 20 Z" })],
  fame: () => [s("path", { d: "M24 8 L28.5 19 L40 19.5 L31 27 L34 38.5 L24 32 L14 38.5 L17 27 L8 19.5 L19.5 19 Z" })],
  destruction: () => [
    s("path", { d: "M12 40 L12 18 L20 14 L20 24 L27 12 L27 22 L36 17 L36 40 Z" }),
    s("path", { d: "M24 14 L21 22 L26 26 L23 34", "stroke-width": 2.5, fill: "none", class: "crack" }),
  ],
  power: () => [
    s("rect", { x: 21, y: 9, width: 6, height: 21, rx: 3 }),
    s("circle", { cx: 24, cy: 37, r: 3.5 }),
  ],
};

// Numbered faces (a plain d6) as pips, as on a physical die.
const PIPS = { 1: [[24, 24]], 2: [[14, 14], [34, 34]], 3: [[14, 14], [24, 24], [34, 34]],
  4: [[14, 14], [34, 14], [14, 34], [34, 34]], 5: [[14, 14], [34, 14], [24, 24], [14, 34], [34, 34]],
  6: [[14, 13], [34, 13], [14, 24], [34, 24], [14, 35], [34, 35]] };
function pips(n) {
  return PIPS[n].map(([cx, cy]) => s("circle", { cx, cy, r: 4.5 }));
}

export function faceName(set, face) {
  return t(`${set}.face.${face}`, { n: 1 });
}

export function dieSvg(set, face, { white = false, kept = false, size = 56 } = {}) {
  const label = faceName(set, face);
  const svg = s("svg", {
    viewBox: "0 0 48 48", width: size, height: size, role: "img", "aria-label": label,
    class: `die die-${face}${set === "d6" ? " die-d6" : ""}${white ? " die-white" : ""}${kept ? " die-kept" : ""}`,
  });
  svg.append(s("title", { text: label }));
  svg.append(s("rect", { x: 2, y: 2, width: 44, height: 44, rx: 9, class: "die-body" }));
  const draw = ICONS[face];
  const g = s("g", { class: "die-icon" });
  if (draw) g.append(...draw());
  else if (set === "d6" && /^[1-6]$/.test(String(face))) g.append(...pips(Number(face)));
  else g.append(s("text", { x: 24, y: 31, "text-anchor": "middle", "font-size": String(face).length > 2 ? 13 : 22, "font-weight": 700, text: String(face) }));
  svg.append(g);
  return svg;
}
