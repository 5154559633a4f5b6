// 300: Earth & Water picture: the score and campaign tracks, both hands, and the map of
// the 11 cities (roads, the Abydos–Pella bridge, each city's Greek and Persian armies
// and fleets). Tapping a city opens its editor (e300-editor.js); during your operation it
// starts a move instead (e300-move.js) where the city holds your units.
// The widget fills the picture box of the table (`.picture`, a size container): the
// tracks on top, the map scaled to the space left, the editor over the map.
import { h, s } from "../dom.js";
import { closeEditor, editor, editorState } from "./e300-editor.js";
import { move, moveBar, movePanel, moveTap, resetMove, targetsOf } from "./e300-move.js";

const VIEW_W = 1000;
const VIEW_H = 780;
// The drawing goes past the sea's edges where the cities near them put their control
// badge, focus ring and unit rows (Abydos and Pella at the top, Sparta at the bottom).
const VIEW_TOP = -34;
const VIEW_BOTTOM = 796;
const R_MINOR = 78;
const R_MAJOR = 84;

// Decorative coastlines, drawn under the roads; they carry no rule.
const LAND = [
  `M40,${VIEW_TOP} L575,${VIEW_TOP} L575,0 L540,150 L470,250 L600,400 L640,560 L430,585 L360,640 L330,${VIEW_BOTTOM} L40,${VIEW_BOTTOM} Z`,
  `M735,${VIEW_TOP} L1000,${VIEW_TOP} L1000,${VIEW_BOTTOM} L820,${VIEW_BOTTOM} L820,760 L790,560 L765,380 L712,190 L735,0 Z`,
];
const ISLANDS = [
  { cx: 600, cy: 290, rx: 110, ry: 58, rotate: 35 },
  { cx: 720, cy: 640, rx: 92, ry: 82, rotate: 0 },
];

function cityRadius(city) {
  return city.major ? R_MAJOR : R_MINOR;
}

function unitRow(city, side, y, t) {
  const u = city.units[side];
  const g = s("g", { class: `row side-${side}` });
  const zero = (n) => (n ? "" : " zero");
  const wide = (n) => (n >= 10 ? " wide" : "");
  const letterX = city.port ? city.x - 56 : city.x - 34;
  g.append(s("text", { x: letterX, y: y + 8, class: "side-letter", "text-anchor": "middle", text: t(`e300.board.letter.${side}`) }));
  const armyX = letterX + 20;
  g.append(s("rect", { x: armyX - 9, y: y - 9, width: 18, height: 18, rx: 2, class: `army${zero(u.armies)}` }));
  g.append(s("text", { x: armyX + 13, y: y + 12, class: `count${zero(u.armies)}${wide(u.armies)}`, "data-count": `${side}-armies`, text: String(u.armies) }));
  if (city.port) {
    // two-digit armies ("10", "11") push the fleet a little right: never over its dot
    const fleetX = armyX + (u.armies >= 10 ? 72 : 62);
    g.append(s("circle", { cx: fleetX, cy: y, r: 10, class: `fleet${zero(u.fleets)}` }));
    g.append(s("text", { x: fleetX + 14, y: y + 12, class: `count${zero(u.fleets)}${wide(u.fleets)}`, "data-count": `${side}-fleets`, text: String(u.fleets) }));
  }
  return g;
}

function cityNode(city, board, t, redraw, targets) {
  const r = cityRadius(city);
  const name = t(city.name);
  const control = city.control || "none";
  const u = city.units;
  const aria = city.port
    ? t("e300.board.city_aria", { city: name, control: t(`e300.board.control.${control}`), ga: u.greece.armies, gf: u.greece.fleets, pa: u.persia.armies, pf: u.persia.fleets })
    : t("e300.board.city_aria_land", { city: name, control: t(`e300.board.control.${control}`), ga: u.greece.armies, pa: u.persia.armies });
  const focus = board.focus.includes(city.id);
  const target = targets.has(city.id);
  const origin = move.from === city.id;
  const chosen = editorState.city === city.id || origin || move.to === city.id;
  const g = s("g", {
    class: `city ctl-${control}${city.major ? " major" : ""}${focus ? " focus" : ""}${chosen ? " selected" : ""}${target ? " target" : ""}${origin ? " origin" : ""}`,
    role: "button", tabindex: "0", "aria-label": target ? `${aria} ${t("e300.board.in_reach")}` : aria,
    "data-city": city.id, "data-control": control, "data-target": target ? "1" : null,
  });
  if (target) g.append(s("circle", { cx: city.x, cy: city.y, r: r + 20, class: "target-ring" }));
  if (focus) g.append(s("circle", { cx: city.x, cy: city.y, r: r + 12, class: "focus-ring" }));
  if (city.major) g.append(s("circle", { cx: city.x, cy: city.y, r: r + 6, class: "major-ring" }));
  g.append(s("circle", { cx: city.x, cy: city.y, r, class: "disc" }));
  g.append(s("text", { x: city.x, y: city.y - 30, class: "city-name", "text-anchor": "middle", text: (city.major ? "★ " : "") + name }));
  g.append(unitRow(city, "greece", city.y + 8, t), unitRow(city, "persia", city.y + 46, t));
  if (control !== "none") {
    const bx = city.x;
    const by = city.y - r;
    g.append(s("circle", { cx: bx, cy: by, r: 15, class: "ctl-badge" }),
      s("text", { x: bx, y: by + 6, "text-anchor": "middle", class: "ctl-letter", text: t(`e300.board.letter.${control}`) }));
  }
  if (board.battle === city.id) {
    // Beside the disc, level with the unit rows: the name above and the badge on top stay clear.
    g.append(s("text", { x: city.x - r - 16, y: city.y + 14, "text-anchor": "end", class: "battle-mark", text: "⚔" },
      s("title", { text: t("e300.board.battle") })));
  }
  const open = () => {
    if (!editorState.city && moveTap(board, city.id)) { redraw(); return; }
    resetMove();
    editorState.city = editorState.city === city.id ? null : city.id;
    redraw();
  };
  g.addEventListener("click", open);
  g.addEventListener("keydown", (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); open(); } });
  return g;
}

function bridgeLine(board, where, t) {
  const [a, b] = board.bridge.between.map((id) => where[id]);
  const built = board.bridge.built;
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const g = s("g", { class: `bridge ${built ? "built" : "broken"}`, "data-built": built ? "1" : "0" });
  g.append(s("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: "bridge-line" }));
  if (!built) g.append(s("text", { x: mx, y: my + 12, "text-anchor": "middle", class: "bridge-cross", text: "✕" }));
  g.append(s("text", { x: mx, y: my - 22, "text-anchor": "middle", class: "bridge-label", text: t(built ? "e300.board.bridge_built" : "e300.board.bridge_broken") }));
  return g;
}

function mapSvg(board, t, redraw) {
  const targets = targetsOf(board);
  const where = Object.fromEntries(board.cities.map((c) => [c.id, c]));
  const svg = s("svg", { viewBox: `0 ${VIEW_TOP} ${VIEW_W} ${VIEW_BOTTOM - VIEW_TOP}`, class: "e300-map", role: "group",
    preserveAspectRatio: "xMidYMid meet", "aria-label": t("e300.board.map_aria") });
  svg.append(s("rect", { x: 0, y: VIEW_TOP, width: VIEW_W, height: VIEW_BOTTOM - VIEW_TOP, class: "sea" }));
  LAND.forEach((d) => svg.append(s("path", { d, class: "land" })));
  ISLANDS.forEach((i) => svg.append(s("ellipse", { cx: i.cx, cy: i.cy, rx: i.rx, ry: i.ry, class: "land", transform: `rotate(${i.rotate} ${i.cx} ${i.cy})` })));
  const roads = s("g", { class: "roads" });
  board.roads.forEach(([a, b]) => roads.append(s("line", { x1: where[a].x, y1: where[a].y, x2: where[b].x, y2: where[b].y, class: "road" })));
  svg.append(roads, bridgeLine(board, where, t));
  board.cities.forEach((c) => svg.append(cityNode(c, board, t, redraw, targets)));
  return svg;
}

function scoreTrack(board, t) {
  const cells = [];
  for (let v = -board.score_max; v <= board.score_max; v += 1) {
    const side = v < 0 ? "greece" : v > 0 ? "persia" : "centre";
    const here = v === board.score;
    cells.push(h("span", { class: `cell side-${side}${here ? " here" : ""}`, "data-value": v }, here ? h("b", { class: "marker" }, String(Math.abs(v))) : String(Math.abs(v))));
  }
  const where = board.score > 0 ? t("e300.marker.persia", { n: board.score }) : board.score < 0 ? t("e300.marker.greece", { n: -board.score }) : "0";
  return h("div", { class: "e300-track score", "data-score": board.score, role: "img", "aria-label": t("e300.board.score_aria", { where }) },
    h("div", { class: "track-head" }, h("span", {}, t("e300.board.score_greece")), h("b", {}, t("e300.board.score_title")), h("span", {}, t("e300.board.score_persia"))),
    h("div", { class: "cells" }, cells));
}

function campaignTrack(board, t) {
  const cells = [];
  for (let n = 1; n <= board.last_campaign; n += 1) {
    const cls = n < board.first_campaign ? " skipped" : n === board.campaign ? " here" : n < board.campaign ? " done" : "";
    cells.push(h("span", { class: `cell${cls}`, "data-value": n }, String(n)));
  }
  return h("div", { class: "e300-track campaign", "data-campaign": board.campaign, role: "img", "aria-label": t("e300.board.campaign_aria", { n: board.campaign }) },
    h("div", { class: "track-head" }, h("b", {}, t("e300.board.campaign_title"))),
    h("div", { class: "cells" }, cells));
}

export function e300Board(board, { t, interactive, send }) {
  if (!board.editable || (editorState.city && !board.cities.some((c) => c.id === editorState.city))) closeEditor();
  if (!board.moves || (move.from && !board.moves[move.from])) resetMove();
  const redraw = () => root.replaceWith(e300Board(board, { t, interactive, send }));
  const openEditor = (id) => { editorState.city = id; };
  const mode = board.edit_mode || "correct";
  const root = h("div", { class: "e300-board", "data-phase": board.phase, "data-turn": board.turn || "", "data-edit-mode": mode },
    h("div", { class: "e300-top" },
      h("div", { class: "e300-tracks" }, scoreTrack(board, t), campaignTrack(board, t)),
      h("div", { class: "e300-hands" },
        h("span", { class: "hand side-greece", "data-testid": "hand-greece" }, t("e300.board.hand_greece", { n: board.hands.greece })),
        h("span", { class: "hand side-persia", "data-testid": "hand-persia" }, t("e300.board.hand_persia", { n: board.hands.persia })),
        h("span", { class: "phase" }, t(board.phase_name)))),
    // Your operation is done on the map: what the question acts on (a narrow embed brings
    // the question and the map into view together).
    h("div", { class: "e300-mapwrap", "data-acts": board.moves ? "move" : null }, mapSvg(board, t, redraw), editor(board, t, interactive, send, redraw, VIEW_H),
      movePanel(board, t, interactive, send, redraw, VIEW_H)),
    // During your operation the line under the map tells the move gesture (one line high).
    board.moves ? moveBar(board, t, redraw, openEditor)
      : h("p", { class: "e300-legend" }, t("e300.board.legend"), " · ", t("e300.board.leaders", { darius: board.leaders.Darius, xerxes: board.leaders.Xerxes }),
        board.editable ? h("span", { class: "hint" }, " · ", t(`e300.board.hint_${mode}`)) : null));
  return root;
}

// What the registry installs when 300 is opened (games/registry.js).
export const screen = { widgets: { e300: e300Board } };
