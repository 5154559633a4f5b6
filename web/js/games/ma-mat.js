// Mars Attacks widget: the 8 × 8 mat seen from the player's seat (their edge at the
// bottom), figures as labelled tokens (humans square, Martians round, saucers a disc,
// giant robots a hexagon; activated greyed with a tick, panicked tilted), the sector
// bands, and what the bot is deciding about (actor, targets, candidates, squares, the
// suggested path, who a panic test just laid down); and the small grid the scatter,
// placement and edge tools draw on.
import { h, s } from "../dom.js";
import { COLS, N, SECTORS, sqName, ui } from "./ma-common.js";

const SQ = 100;
const LEFT = 44; // room for row numbers
const BOTTOM = 70; // column letters and "your edge"
const W = LEFT + N * SQ + 8;
// Room above the mat for the sector bands shown (none most of the time), so the squares
// get all the height the picture box gives; set by each drawing of a mat.
let TOP = 8;
let H = TOP + N * SQ + BOTTOM;
function roomForBands(count) {
  TOP = count ? 4 + count * 28 : 8;
  H = TOP + N * SQ + BOTTOM;
}

const sqX = (c) => LEFT + (c - 1) * SQ;
const sqY = (r) => TOP + (N - r) * SQ;
const centre = (r, c) => [sqX(c) + SQ / 2, sqY(r) + SQ / 2];

// onSquare(r, c, figures): a tap on a square (the editor decides what it does).
export function mat(board, t, { interactive, onSquare, small = false }) {
  const marks = board.marks || {};
  roomForBands(shownBands(board).length);
  const svg = s("svg", { viewBox: `0 0 ${W} ${H}`, class: `ma-mat${small ? " mini" : ""}`, role: "group", "aria-label": t("ma.board.grid_aria") });
  svg.append(defs());
  sectorBands(svg, board, t);
  const bySquare = new Map();
  for (const f of board.figures) {
    const k = `${f.row},${f.col}`;
    if (!bySquare.has(k)) bySquare.set(k, []);
    bySquare.get(k).push(f);
  }
  const objectives = new Set((board.objectives || []).map((o) => `${o.row},${o.col}`));
  const highlighted = new Set((marks.squares || []).map(([r, c]) => `${r},${c}`));
  const toolSquares = toolHighlights(board.tool);
  for (let r = N; r >= 1; r -= 1) {
    for (let c = 1; c <= N; c += 1) {
      const k = `${r},${c}`;
      const figs = bySquare.get(k) || [];
      const cls = ["sq", (r + c) % 2 ? "light" : "dark"];
      if (inSector(board, marks.sector, c)) cls.push("in-sector");
      if (highlighted.has(k)) cls.push("hl");
      if (toolSquares.has(k)) cls.push("tool-hl");
      if (ui.square && ui.square[0] === r && ui.square[1] === c) cls.push("selected");
      const content = figs.length ? figs.map((f) => figureText(f, t, marks)).join(", ") : t("ma.board.empty");
      const aria = t("ma.board.square_aria", { square: sqName(r, c), content: objectives.has(k) ? `${content}, ${t("ma.board.objective")}` : content });
      const rect = s("rect", {
        x: sqX(c), y: sqY(r), width: SQ, height: SQ, class: cls.join(" "),
        "data-square": sqName(r, c), role: "button", tabindex: interactive ? "0" : "-1", "aria-label": aria,
      });
      const tap = () => { if (onSquare) onSquare(r, c, figs); };
      rect.addEventListener("click", tap);
      rect.addEventListener("keydown", (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); tap(); } });
      svg.append(rect);
      if (objectives.has(k)) {
        svg.append(s("text", { x: sqX(c) + SQ - 16, y: sqY(r) + 24, class: "objective-star", "text-anchor": "middle", "aria-hidden": "true", text: "★" }));
      }
    }
  }
  coords(svg, t);
  pathArrow(svg, board);
  toolArrow(svg, board.tool);
  for (const [k, figs] of bySquare) {
    const [r, c] = k.split(",").map(Number);
    tokens(svg, r, c, figs, marks, t);
  }
  return h("div", { class: "ma-mat-wrap" }, svg);
}

function coords(svg, t) {
  for (let c = 1; c <= N; c += 1) {
    svg.append(s("text", { x: sqX(c) + SQ / 2, y: TOP + N * SQ + 30, class: "coord", "text-anchor": "middle", text: COLS[c - 1] }));
  }
  for (let r = 1; r <= N; r += 1) {
    svg.append(s("text", { x: LEFT / 2, y: sqY(r) + SQ / 2 + 10, class: "coord", "text-anchor": "middle", text: String(r) }));
  }
  svg.append(s("text", { x: LEFT + (N * SQ) / 2, y: H - 8, class: "edge-label", "text-anchor": "middle", text: `▼ ${t("ma.board.your_edge")} ▼` }));
}

function defs() {
  return s("defs", {},
    s("marker", { id: "ma-arrow", viewBox: "0 0 10 10", refX: "7", refY: "5", markerWidth: "5", markerHeight: "5", orient: "auto-start-reverse" },
      s("path", { d: "M0,0 L10,5 L0,10 Z", class: "arrow-head" })));
}

function inSector(board, sector, c) {
  if (!sector || !board.sectors[sector]) return false;
  const [lo, hi] = board.sectors[sector];
  return c >= lo && c <= hi;
}

// Three bands above the mat show each sector's columns; they overlap, as the seed says.
function shownBands(board) {
  return board.settings_open ? SECTORS : (board.marks && board.marks.sector ? [board.marks.sector] : []);
}

function sectorBands(svg, board, t) {
  shownBands(board).forEach((name, row) => {
    const [lo, hi] = board.sectors[name];
    const y = 2 + row * 28;
    const x = sqX(lo) + 3;
    const w = (hi - lo + 1) * SQ - 6;
    svg.append(s("rect", { x, y, width: w, height: 26, rx: 11, class: `band band-${name}${board.marks && board.marks.sector === name ? " active" : ""}` }));
    svg.append(s("text", { x: x + w / 2, y: y + 20, class: "band-label", "text-anchor": "middle", text: `${t(`ma.board.sector.${name}`)} ${COLS[lo - 1]}–${COLS[hi - 1]}` }));
  });
}

export function figureText(f, t, marks = {}) {
  const states = [];
  if (f.activated) states.push(t("ma.board.state.activated"));
  if (f.panicked) states.push(t("ma.board.state.panicked"));
  if ((marks.fallen || []).includes(f.id)) states.push(t("ma.board.state.fallen"));
  const name = t(f.label);
  return states.length ? `${name} (${states.join(", ")})` : name;
}

// Where the tokens of a square go, and how big: one fills it; two side by side; three or
// four in a 2 × 2 block, as large as the block allows (issue 22: legible when shared);
// more show three and "+n".
const LAYOUTS = {
  1: { rad: 31, font: 26, at: [[0.5, 0.5]] },
  2: { rad: 24, font: 23, at: [[0.27, 0.5], [0.73, 0.5]] },
  4: { rad: 23, font: 22, at: [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]] },
};

function tokens(svg, r, c, figs, marks, t) {
  const shown = figs.length > 4 ? figs.slice(0, 3) : figs;
  const lay = LAYOUTS[figs.length] || LAYOUTS[4];
  shown.forEach((f, i) => {
    const [fx, fy] = lay.at[i];
    token(svg, f, sqX(c) + fx * SQ, sqY(r) + fy * SQ, lay, marks, t);
  });
  if (figs.length > 4) {
    const [cx, cy] = [sqX(c) + 0.73 * SQ, sqY(r) + 0.73 * SQ];
    svg.append(s("text", { x: cx, y: cy + 8, "text-anchor": "middle", class: "more", text: `+${figs.length - 3}` }));
  }
}

function token(svg, f, cx, cy, { rad, font }, marks, t) {
  const has = (list) => (list || []).includes(f.id);
  const cls = ["token", `side-${f.side}`, `shape-${f.shape || f.side}`];
  if (f.activated) cls.push("activated");
  if (f.panicked) cls.push("panicked");
  if (marks.actor === f.id) cls.push("actor");
  if (has(marks.targets)) cls.push("target");
  if (has(marks.candidates)) cls.push("candidate");
  if (has(marks.fallen)) cls.push("fallen");
  const g = s("g", { class: cls.join(" "), "data-figure": f.id, "data-profile": f.profile, "aria-hidden": "true",
    transform: f.panicked ? `rotate(-35 ${cx} ${cy})` : null });
  if (marks.actor === f.id) g.append(s("circle", { cx, cy, r: rad + 9, class: "ring-actor" }));
  if (has(marks.targets)) g.append(s("circle", { cx, cy, r: rad + 8, class: "ring-target" }));
  if (has(marks.candidates)) g.append(s("circle", { cx, cy, r: rad + 8, class: "ring-candidate" }));
  if (has(marks.fallen)) g.append(s("circle", { cx, cy, r: rad + 8, class: "ring-fallen" }));
  g.append(body(f.shape || f.side, cx, cy, rad));
  g.append(s("text", { x: cx, y: cy + font * 0.36, "text-anchor": "middle", class: "initials", style: `font-size:${font}px`, text: t(f.short) }));
  if (f.activated) {
    g.append(s("circle", { cx: cx + rad * 0.8, cy: cy - rad * 0.8, r: 11, class: "badge" }),
      s("text", { x: cx + rad * 0.8, y: cy - rad * 0.8 + 5, "text-anchor": "middle", class: "badge-mark", text: "✓" }));
  }
  if (has(marks.fallen)) {
    // Drawn upright beside the tilted token: "!" says it just went down, not only a colour.
    svg.append(s("text", { x: cx - rad * 0.8, y: cy - rad * 0.55, "text-anchor": "middle", class: "fallen-mark", "aria-hidden": "true", text: "!" }));
  }
  svg.append(g);
}

// A shape per kind of figure, so colour is never alone: square (Earth), round (Martians),
// a saucer's disc with its dome, a giant robot's hexagon.
function body(shape, cx, cy, rad) {
  if (shape === "human") return s("rect", { x: cx - rad, y: cy - rad, width: rad * 2, height: rad * 2, rx: 6, class: "body" });
  if (shape === "saucer") {
    return s("path", { class: "body", d: `M${cx - rad * 1.25},${cy + rad * 0.1} A${rad * 1.25},${rad * 0.62} 0 0 0 ${cx + rad * 1.25},${cy + rad * 0.1}`
      + ` L${cx + rad * 0.6},${cy - rad * 0.2} A${rad * 0.6},${rad * 0.75} 0 0 0 ${cx - rad * 0.6},${cy - rad * 0.2} Z` });
  }
  if (shape === "robot") {
    const pts = [0, 1, 2, 3, 4, 5].map((k) => {
      const a = Math.PI / 6 + (k * Math.PI) / 3;
      return `${cx + rad * 1.1 * Math.cos(a)},${cy + rad * 1.1 * Math.sin(a)}`;
    });
    return s("polygon", { points: pts.join(" "), class: "body" });
  }
  return s("circle", { cx, cy, r: rad, class: "body" });
}

function pathArrow(svg, board) {
  const marks = board.marks || {};
  const path = marks.path || [];
  if (!path.length) return;
  const actor = board.figures.find((f) => f.id === marks.actor);
  const points = [];
  if (actor && (actor.row !== path[path.length - 1][0] || actor.col !== path[path.length - 1][1])) points.push(centre(actor.row, actor.col));
  path.forEach(([r, c]) => points.push(centre(r, c)));
  if (points.length < 2) {
    const [x, y] = points[0];
    svg.append(s("circle", { cx: x, cy: y, r: 40, class: "dest-ring" }));
    return;
  }
  svg.append(s("polyline", { points: points.map((p) => p.join(",")).join(" "), class: "path", "marker-end": "url(#ma-arrow)" }));
}

// -- scatter, placement and edge (the tools game, or no board on screen) -------------------
function toolHighlights(tool) {
  const out = new Set();
  if (!tool || !tool.result) return out;
  if (tool.kind === "place" || tool.kind === "edge") out.add(tool.result.square.join(","));
  if (tool.kind === "scatter" && tool.result.square) out.add(tool.result.square.join(","));
  return out;
}

function toolArrow(svg, tool) {
  if (!tool || tool.kind !== "scatter") return;
  const origin = tool.form.origin ? tool.form.origin.split(",").map(Number) : null;
  if (origin) svg.append(s("circle", { cx: centre(origin[0], origin[1])[0], cy: centre(origin[0], origin[1])[1], r: 38, class: "origin-ring" }));
  if (!tool.result) return;
  const [dr, dc] = tool.result.step;
  const from = origin ? centre(origin[0], origin[1]) : [LEFT + (N * SQ) / 2, TOP + (N * SQ) / 2];
  const dist = origin ? tool.form.distance : 2;
  const to = [from[0] + dc * dist * SQ, from[1] - dr * dist * SQ];
  svg.append(s("line", { x1: from[0], y1: from[1], x2: to[0], y2: to[1], class: "scatter-arrow", "marker-end": "url(#ma-arrow)" }));
}

export function miniGrid(board, t, interactive, send) {
  const tool = board.tool;
  roomForBands(0);
  const svg = s("svg", { viewBox: `0 0 ${W} ${H}`, class: "ma-mat mini", role: "group", "aria-label": t("ma.board.grid_aria") });
  svg.append(defs());
  const hl = toolHighlights(tool);
  const edge = tool.kind === "edge" && tool.result ? tool.result.edge : null;
  for (let r = N; r >= 1; r -= 1) {
    for (let c = 1; c <= N; c += 1) {
      const onEdge = edge && ((edge === "near" && r === 1) || (edge === "far" && r === N) || (edge === "left" && c === 1) || (edge === "right" && c === N));
      const k = `${r},${c}`;
      const rect = s("rect", {
        x: sqX(c), y: sqY(r), width: SQ, height: SQ, "data-square": sqName(r, c),
        class: `sq ${(r + c) % 2 ? "light" : "dark"}${hl.has(k) ? " tool-hl" : ""}${onEdge ? " edge-hl" : ""}`,
        role: tool.kind === "scatter" ? "button" : null, "aria-label": sqName(r, c),
      });
      if (tool.kind === "scatter") {
        rect.addEventListener("click", () => {
          if (interactive && (tool.stage === "form" || tool.stage === "done")) send({ type: "tool_set", field: "origin", value: k });
        });
      }
      svg.append(rect);
      if (hl.has(k)) svg.append(s("text", { x: sqX(c) + SQ / 2, y: sqY(r) + SQ / 2 + 12, "text-anchor": "middle", class: "hl-mark", text: "✕" }));
    }
  }
  coords(svg, t);
  toolArrow(svg, tool);
  return h("div", { class: "ma-mat-wrap" }, svg);
}
