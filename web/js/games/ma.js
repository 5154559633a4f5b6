// Mars Attacks picture: the 8 × 8 mat seen from the player's seat (their edge at the
// bottom), figures as labelled tokens (humans square, Martians round; activated greyed
// with a tick, panicked tilted), the sector bands, what the bot is deciding about
// (actor, targets, candidates, squares, the suggested path, who a panic test just laid
// down), and the dice tools as a two-column attacker / defender form. Beside the mat (below
// it on a narrow screen) a panel that scrolls by itself holds the figure palette and the
// tapped square. Tapping a square opens its figures; with a profile picked, a tap puts
// that figure there; in the player's turn, a tap on one of their figures marks it
// activated. Profiles and ability modifiers are edited in ma-profiles.js. Every change is
// one engine action.
import { h, s } from "../dom.js";
import { openProfiles } from "./ma-profiles.js";

const N = 8;
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
const COLS = "ABCDEFGH";
const SECTORS = ["left", "centre", "right"];

// Kept across redraws (the table redraws on every engine answer).
const ui = { placing: null, square: null, moving: null, objectives: false, adding: null, phase: null };

const sqName = (r, c) => `${COLS[c - 1]}${r}`;
const sqX = (c) => LEFT + (c - 1) * SQ;
const sqY = (r) => TOP + (N - r) * SQ;
const centre = (r, c) => [sqX(c) + SQ / 2, sqY(r) + SQ / 2];

// A profile's name as the engine gives it (the sheet's, a template's or the player's own).
function profileName(board, id, t) {
  const p = (board.profiles || []).find((x) => x.id === id);
  return p ? t(p.label) : t(`ma.profile.${id}`);
}

export function maBoard(board, { t, interactive, send }) {
  if (ui.phase !== board.phase) {
    // A new phase starts with the tapped square closed (its panel belonged to the last one).
    ui.phase = board.phase;
    ui.square = null;
    ui.moving = null;
  }
  const redraw = () => {
    const fresh = maBoard(board, { t, interactive, send });
    root.replaceWith(fresh);
  };
  // The widget lays itself out inside the table's picture box (container "picture"): the
  // strip on top, then the body filling the rest. The mat scales to the space it gets; the
  // long things (settings, the figure palette, the tapped square, the legend, a dice tool)
  // sit in a panel that scrolls inside itself: beside the mat when the box is wider than
  // tall, below it when it is taller (ma.css).
  const root = h("div", { class: `ma-board phase-${board.phase || "tools"}`, "data-game": board.game });
  if (board.game === "ma") root.append(header(board, t));
  if (board.game !== "ma") {
    // the tools game: the tool is the whole picture, scrolling inside itself
    root.classList.add("no-mat");
    if (board.tool) root.append(h("div", { class: "ma-panel" }, toolPanel(board, t, interactive, send)));
    return root;
  }
  const panel = h("div", { class: "ma-panel", "data-testid": "ma-panel" }, headActions(board, t, interactive, send));
  if (board.tool) panel.append(toolPanel(board, t, interactive, send));
  if (board.settings_open) panel.append(settingsPanel(board, t, interactive, send));
  let main = null;
  if (board.use_board) {
    main = mat(board, t, interactive, send, redraw);
    if (board.editable) panel.append(editor(board, t, interactive, send, redraw));
    panel.append(h("p", { class: "ma-legend" }, t("ma.board.legend")));
  } else {
    panel.prepend(h("p", { class: "ma-note" }, t("ma.board.no_board")));
    // Without figures the mat still pictures the sectors: the card's, or all three.
    if (board.settings_open || (board.marks && board.marks.sector)) main = mat(board, t, false, send, redraw, true);
  }
  root.classList.add(main ? "has-mat" : "no-mat");
  if (board.tool) root.classList.add("with-tool");
  if (main) root.append(main);
  root.append(panel);
  return root;
}

// -- the strip above the mat -----------------------------------------------------------
function header(board, t) {
  const phase = board.phase === "martian"
    ? t("ma.board.phase.martian", { n: board.thing || 1 })
    : t(`ma.board.phase.${board.phase}`);
  const deck = board.deck.mode === "virtual"
    ? t("ma.board.deck_virtual", { n: board.deck.left })
    : t("ma.board.deck_physical");
  const last = board.deck.last ? t("ma.board.last_card", { card: cardText(board.deck.last, t) }) : null;
  return h("div", { class: "ma-head" },
    h("p", { class: "ma-turn" }, board.round ? `${t("ma.board.round", { round: board.round })} · ${phase}` : phase),
    h("p", { class: "ma-vp" },
      h("span", { class: "vp vp-human", "data-testid": "vp-human" }, t("ma.board.vp_human", { n: board.vp.human })),
      h("span", { class: "vp vp-martian", "data-testid": "vp-martian" }, t("ma.board.vp_martian", { n: board.vp.martian }))),
    h("p", { class: "ma-deck", "data-testid": "ma-deck" }, deck, last ? " · " : "", last,
      board.series.length ? ` · ${t("ma.board.series", { n: board.series.length })}` : ""));
}

// The profiles and settings buttons open the panel (they are tools, not the picture).
function headActions(board, t, interactive, send) {
  if (board.phase === "over") return null;
  return h("div", { class: "ma-head-actions" },
      board.phase === "over" ? null : h("button", {
        type: "button", class: "btn chip", "data-testid": "ma-profiles-open", disabled: !interactive,
        onclick: () => openProfiles(board, { t, send, interactive }),
      }, t("ma.board.profiles")),
      board.settings_open || board.phase === "over" ? null : h("button", {
        type: "button", class: "btn chip ma-open-settings", "data-testid": "ma-settings-open", disabled: !interactive,
        onclick: () => send({ type: "settings", open: true }),
      }, "⚙ ", t("ma.board.settings")));
}

function cardText(card, t) {
  if (card === "invasion") return t("ma.card.invasion");
  const [sector, ...rest] = card.split("_");
  return t("ma.card.figure", { sector: t(`ma.sector.${sector}`), position: t(`ma.position.${rest.join("_")}`) });
}

// -- the mat ------------------------------------------------------------------------------
function mat(board, t, interactive, send, redraw, small = false) {
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
  const tool = board.tool;
  const toolSquares = toolHighlights(tool);
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
      const tap = () => onSquare(board, r, c, figs, interactive, send, redraw);
      rect.addEventListener("click", tap);
      rect.addEventListener("keydown", (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); tap(); } });
      svg.append(rect);
      if (objectives.has(k)) {
        svg.append(s("text", { x: sqX(c) + SQ - 16, y: sqY(r) + 24, class: "objective-star", "text-anchor": "middle", "aria-hidden": "true", text: "★" }));
      }
    }
  }
  for (let c = 1; c <= N; c += 1) {
    svg.append(s("text", { x: sqX(c) + SQ / 2, y: TOP + N * SQ + 30, class: "coord", "text-anchor": "middle", text: COLS[c - 1] }));
  }
  for (let r = 1; r <= N; r += 1) {
    svg.append(s("text", { x: LEFT / 2, y: sqY(r) + SQ / 2 + 10, class: "coord", "text-anchor": "middle", text: String(r) }));
  }
  svg.append(s("text", { x: LEFT + (N * SQ) / 2, y: H - 8, class: "edge-label", "text-anchor": "middle", text: `▼ ${t("ma.board.your_edge")} ▼` }));
  pathArrow(svg, board);
  toolArrow(svg, tool);
  for (const [k, figs] of bySquare) {
    const [r, c] = k.split(",").map(Number);
    tokens(svg, r, c, figs, marks, t);
  }
  return h("div", { class: "ma-mat-wrap" }, svg);
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

function figureText(f, t, marks = {}) {
  const states = [];
  if (f.activated) states.push(t("ma.board.state.activated"));
  if (f.panicked) states.push(t("ma.board.state.panicked"));
  if ((marks.fallen || []).includes(f.id)) states.push(t("ma.board.state.fallen"));
  const name = t(f.label);
  return states.length ? `${name} (${states.join(", ")})` : name;
}

// Up to four tokens per square in a 2 × 2 block; more show as "+n".
function tokens(svg, r, c, figs, marks, t) {
  const slots = [[0.28, 0.3], [0.72, 0.3], [0.28, 0.74], [0.72, 0.74]];
  const shown = figs.length > 4 ? figs.slice(0, 3) : figs;
  const rad = figs.length === 1 ? 30 : 20;
  shown.forEach((f, i) => {
    const [fx, fy] = figs.length === 1 ? [0.5, 0.5] : slots[i];
    const cx = sqX(c) + fx * SQ;
    const cy = sqY(r) + fy * SQ;
    const cls = ["token", `side-${f.side}`];
    if (f.activated) cls.push("activated");
    if (f.panicked) cls.push("panicked");
    if (marks.actor === f.id) cls.push("actor");
    if ((marks.targets || []).includes(f.id)) cls.push("target");
    if ((marks.candidates || []).includes(f.id)) cls.push("candidate");
    if ((marks.fallen || []).includes(f.id)) cls.push("fallen");
    const g = s("g", { class: cls.join(" "), "data-figure": f.id, "data-profile": f.profile, "aria-hidden": "true",
      transform: f.panicked ? `rotate(-35 ${cx} ${cy})` : null });
    if (marks.actor === f.id) g.append(s("circle", { cx, cy, r: rad + 9, class: "ring-actor" }));
    if ((marks.targets || []).includes(f.id)) g.append(s("circle", { cx, cy, r: rad + 8, class: "ring-target" }));
    if ((marks.candidates || []).includes(f.id)) g.append(s("circle", { cx, cy, r: rad + 8, class: "ring-candidate" }));
    if ((marks.fallen || []).includes(f.id)) g.append(s("circle", { cx, cy, r: rad + 8, class: "ring-fallen" }));
    if (f.side === "human") {
      g.append(s("rect", { x: cx - rad, y: cy - rad, width: rad * 2, height: rad * 2, rx: 6, class: "body" }));
    } else {
      g.append(s("circle", { cx, cy, r: rad, class: "body" }));
    }
    g.append(s("text", { x: cx, y: cy + (rad > 25 ? 8 : 6), "text-anchor": "middle", class: `initials${rad > 25 ? "" : " small"}`, text: t(f.short) }));
    if (f.activated) {
      g.append(s("circle", { cx: cx + rad * 0.8, cy: cy - rad * 0.8, r: 11, class: "badge" }),
        s("text", { x: cx + rad * 0.8, y: cy - rad * 0.8 + 5, "text-anchor": "middle", class: "badge-mark", text: "✓" }));
    }
    if ((marks.fallen || []).includes(f.id)) {
      // Drawn upright beside the tilted token: "!" says it just went down, not only a colour.
      svg.append(s("text", { x: cx - rad * 0.8, y: cy - rad * 0.55, "text-anchor": "middle", class: "fallen-mark", "aria-hidden": "true", text: "!" }));
    }
    svg.append(g);
  });
  if (figs.length > 4) {
    const [cx, cy] = [sqX(c) + 0.72 * SQ, sqY(r) + 0.74 * SQ];
    svg.append(s("text", { x: cx, y: cy + 7, "text-anchor": "middle", class: "more", text: `+${figs.length - 3}` }));
  }
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

// -- the editor under the mat: the profile palette, objectives, the tapped square ------
function onSquare(board, r, c, figs, interactive, send, redraw) {
  if (!interactive) return;
  const tool = board.tool;
  if (tool && tool.kind === "scatter" && (tool.stage === "form" || tool.stage === "done")) {
    send({ type: "tool_set", field: "origin", value: `${r},${c}` });
    return;
  }
  if (!board.editable) return;
  if (ui.moving) {
    const fid = ui.moving;
    ui.moving = null;
    ui.square = [r, c];
    send({ type: "move", figure: fid, row: r, col: c });
    return;
  }
  if (ui.placing) {
    send({ type: "place", profile: ui.placing, row: r, col: c });
    return;
  }
  if (ui.objectives) {
    send({ type: "objective", row: r, col: c });
    return;
  }
  // The player's turn: one tap on one of their figures marks it activated (the engine says
  // which ones may still be); several here: the square's panel lists them.
  const free = figs.filter((f) => (board.activate || []).includes(f.id));
  ui.square = [r, c];
  if (free.length === 1) {
    send({ type: "mark", figure: free[0].id, mark: "activated", value: true });
    return;
  }
  redraw();
}

function editor(board, t, interactive, send, redraw) {
  const box = h("div", { class: "ma-editor", role: "region", "aria-label": t("ma.board.palette") });
  const adding = ui.adding === null ? board.phase === "prepare" : ui.adding;
  if (ui.placing && !board.profiles.some((p) => p.id === ui.placing)) ui.placing = null;
  // With the palette closed (after the preparation) no profile is picked: a tap on a square
  // must not put a figure there unseen.
  if (!adding) ui.placing = null;
  const bar = h("div", { class: "ma-edit-bar" },
    h("button", { type: "button", class: `btn${adding ? " on" : ""}`, "data-testid": "ma-add", "aria-pressed": String(adding),
      onclick: () => { ui.adding = !adding; ui.placing = null; redraw(); } }, t(adding ? "ma.board.add_done" : "ma.board.add")),
    h("button", { type: "button", class: `btn${ui.objectives ? " on" : ""}`, "data-testid": "ma-objectives", "aria-pressed": String(ui.objectives),
      onclick: () => { ui.objectives = !ui.objectives; ui.placing = null; ui.moving = null; redraw(); } }, "★ ", t("ma.board.objectives_mode")));
  box.append(bar);
  if (ui.objectives) box.append(h("p", { class: "hint" }, t("ma.board.objective_hint")));
  if (ui.moving) {
    const f = board.figures.find((x) => x.id === ui.moving);
    if (f) {
      box.append(h("p", { class: "hint moving" }, t("ma.board.moving", { fig: `${t(f.label)} (${sqName(f.row, f.col)})` }), " ",
        h("button", { type: "button", class: "btn", onclick: () => { ui.moving = null; redraw(); } }, t("ma.board.cancel"))));
    } else {
      ui.moving = null;
    }
  }
  if (board.phase === "player" && (board.activate || []).length && !ui.placing && !ui.objectives) {
    box.append(h("p", { class: "hint activate-hint" }, t("ma.board.activate_hint")));
  }
  if (ui.square && !ui.placing && !ui.moving) box.append(squarePanel(board, t, interactive, send, redraw));
  if (adding) box.append(palette(board, t, interactive, redraw));
  return box;
}

// A tapped profile stays picked until the player picks another or stops placing: a second
// tap on it keeps it (it never silently drops the choice).
function palette(board, t, interactive, redraw) {
  const groups = {};
  for (const p of board.profiles) (groups[p.group] = groups[p.group] || []).push(p);
  const hint = ui.placing
    ? h("p", { class: "hint placing" }, t("ma.board.placing", { profile: profileName(board, ui.placing, t) }), " ",
      h("button", { type: "button", class: "btn chip", "data-testid": "ma-stop-placing", onclick: () => { ui.placing = null; redraw(); } }, t("ma.board.stop_placing")))
    : h("p", { class: "hint" }, t("ma.board.palette_hint"));
  const box = h("div", { class: "ma-palette", role: "group", "aria-label": t("ma.board.add") }, hint);
  for (const [group, list] of Object.entries(groups)) {
    box.append(h("h4", {}, t(`ma.group.${group}`)), h("div", { class: "palette-row" }, list.map((p) => h("button", {
      type: "button", class: `pal side-${p.side}${ui.placing === p.id ? " on" : ""}`, disabled: !interactive,
      "aria-pressed": String(ui.placing === p.id), "data-profile": p.id, title: t(p.label),
      onclick: () => { ui.placing = p.id; ui.square = null; ui.objectives = false; redraw(); },
    }, h("span", { class: "pal-short" }, t(p.short)), h("span", { class: "pal-name" }, t(p.label))))));
  }
  return box;
}

function squarePanel(board, t, interactive, send, redraw) {
  const [r, c] = ui.square;
  const figs = board.figures.filter((f) => f.row === r && f.col === c);
  const hasObjective = (board.objectives || []).some((o) => o.row === r && o.col === c);
  const toggle = (f, mark, label) => h("button", {
    type: "button", class: `btn chip${f[mark] ? " on" : ""}`, "aria-pressed": String(f[mark]), disabled: !interactive,
    "data-testid": `mark-${mark}-${f.id}`,
    onclick: () => send({ type: "mark", figure: f.id, mark, value: !f[mark] }),
  }, (f[mark] ? "✓ " : "") + t(label));
  return h("section", { class: "ma-square", "aria-label": t("ma.board.square_title", { square: sqName(r, c) }) },
    h("h4", {}, t("ma.board.square_title", { square: sqName(r, c) })),
    figs.length ? h("ul", { class: "sq-figs" }, figs.map((f) => h("li", { class: `sq-fig side-${f.side}`, "data-figure": f.id },
      h("span", { class: "sq-name" }, t(f.label)),
      toggle(f, "activated", "ma.board.activated"),
      toggle(f, "panicked", "ma.board.panicked"),
      // The player's turn: resolve this figure's shot or fight with the dice tool at once.
      board.phase === "player" && !board.tool && f.side === "human" && profileShoots(board, f.profile) ? h("button", {
        type: "button", class: "btn chip", disabled: !interactive, "data-testid": `shoot-with-${f.id}`,
        onclick: () => send({ type: "tool", kind: "shoot", attacker: `fig:${f.id}` }) }, t("ma.board.shoot_with")) : null,
      board.phase === "player" && !board.tool && f.side === "human" ? h("button", {
        type: "button", class: "btn chip", disabled: !interactive, "data-testid": `fight-with-${f.id}`,
        onclick: () => send({ type: "tool", kind: "fight", attacker: `fig:${f.id}` }) }, t("ma.board.fight_with")) : null,
      h("button", { type: "button", class: "btn chip", disabled: !interactive, "data-testid": `move-${f.id}`,
        onclick: () => { ui.moving = f.id; redraw(); } }, t("ma.board.move")),
      h("button", { type: "button", class: "btn chip danger", disabled: !interactive, "data-testid": `remove-${f.id}`,
        onclick: () => send({ type: "remove", figure: f.id }) }, t("ma.board.remove"))))) : h("p", { class: "hint" }, t("ma.board.nobody")),
    h("div", { class: "sq-actions" },
      h("button", { type: "button", class: `btn chip${hasObjective ? " on" : ""}`, disabled: !interactive, "aria-pressed": String(hasObjective),
        onclick: () => send({ type: "objective", row: r, col: c }) }, "★ ", t("ma.board.objective_here")),
      h("button", { type: "button", class: "btn chip", onclick: () => { ui.square = null; redraw(); } }, t("ma.board.close"))));
}

// -- settings -------------------------------------------------------------------------------
function settingsPanel(board, t, interactive, send) {
  const flip = (field, value, label) => h("button", {
    type: "button", class: `btn chip${value ? " on" : ""}`, "aria-pressed": String(Boolean(value)), disabled: !interactive,
    "data-testid": `setting-${field}`, onclick: () => send({ type: "setting", field, value: !value }),
  }, t("ma.board.setting_value", { label: t(label), value: t(value ? "ma.board.on" : "ma.board.off") }));
  const deckBtn = (mode) => h("button", {
    type: "button", class: `btn chip${board.deck.mode === mode ? " on" : ""}`, "aria-pressed": String(board.deck.mode === mode),
    disabled: !interactive, "data-testid": `deck-${mode}`, onclick: () => send({ type: "setting", field: "deck_mode", value: mode }),
  }, t(`ma.option.deck_mode.${mode}`));
  return h("section", { class: "ma-settings", "aria-label": t("ma.board.settings") },
    h("div", { class: "set-row" }, h("span", { class: "set-label" }, t("ma.board.setting.deck_mode")), deckBtn("virtual"), deckBtn("physical")),
    h("div", { class: "set-row" },
      flip("use_board", board.use_board, "ma.board.setting.use_board"),
      flip("explode", board.explode, "ma.board.setting.explode"),
      flip("objectives", board.objectives_on, "ma.board.setting.objectives")),
    board.phase !== "prepare" ? h("button", { type: "button", class: "btn", "data-testid": "ma-settings-close", disabled: !interactive,
      onclick: () => send({ type: "settings", open: false }) }, t("ma.board.settings_close")) : null);
}

// -- the dice tools --------------------------------------------------------------------------
function toolPanel(board, t, interactive, send) {
  const tool = board.tool;
  const editable = interactive && (tool.stage === "form" || tool.stage === "done");
  const set = (field, value) => send({ type: "tool_set", field, value });
  const box = h("section", { class: `ma-tool tool-${tool.kind}`, "aria-label": t(`ma.tool.${tool.kind}`), "data-stage": tool.stage },
    h("h3", {}, t(`ma.tool.${tool.kind}`)));
  if (tool.kind === "shoot" || tool.kind === "fight") {
    box.append(h("div", { class: "tool-cols" },
      sideColumn("attacker", board, t, editable, set, send),
      sideColumn("defender", board, t, editable, set, send)));
    box.append(toggleRow([["explode", "ma.board.tool.explode"]], tool.form, t, editable, set));
    if (tool.panic.length) {
      // Whose die each is: the board's figures, else the dice's order (the outcome names them so).
      const names = (tool.panic_names || []).length ? tool.panic_names.map((m) => t(m)) : dieNumbers(tool.panic, t);
      box.append(diceRow(t("ma.board.tool.dice_panic"), tool.panic, tool.panic_hits, t, true, tool.panic.length, names));
    }
    const again = againButton(tool, t, interactive, send);
    if (again) box.append(again);
    return box;
  }
  if (tool.kind === "panic") {
    box.append(numberField("count", 1, 8, tool.form.count, "ma.board.tool.count", t, editable, set));
  } else if (tool.kind === "scatter") {
    box.append(numberField("distance", 1, 8, tool.form.distance, "ma.board.tool.distance", t, editable, set));
    const origin = tool.form.origin ? tool.form.origin.split(",").map(Number) : null;
    box.append(h("p", { class: "hint" }, origin ? t("ma.board.tool.origin", { square: sqName(origin[0], origin[1]) }) : t("ma.board.tool.origin_none")));
  }
  if (tool.roll.length) {
    const hits = tool.kind === "panic" ? tool.roll.map((f) => Number(f) <= 4) : null;
    box.append(diceRow(t("ma.board.tool.dice"), tool.roll, hits, t, tool.kind === "panic", tool.roll.length,
      tool.kind === "panic" ? dieNumbers(tool.roll, t) : null));
  }
  if (board.game === "ma_tools" || !board.use_board) {
    if (tool.kind !== "panic") box.append(miniGrid(board, t, interactive, send));
  }
  const again = againButton(tool, t, interactive, send);
  if (again) box.append(again);
  return box;
}

function dieNumbers(faces, t) {
  return faces.map((_f, i) => t("ma.board.tool.die_n", { k: i + 1 }));
}

// "Roll again" lives in the tool, away from the prompt's way on ("Continue…").
function againButton(tool, t, interactive, send) {
  if (tool.stage !== "done") return null;
  return h("div", { class: "tool-again" }, h("button", {
    type: "button", class: "btn", "data-testid": "tool-again", disabled: !interactive,
    onclick: () => send({ type: "tool_again" }),
  }, "↻ ", t("ma.tool.choice.again")));
}

function sideColumn(side, board, t, editable, set, send) {
  const tool = board.tool;
  const form = tool.form;
  const n = tool.numbers;
  const linked = tool.sides[side].figure;
  const isAtt = side === "attacker";
  const select = h("select", {
    class: "side-select", "data-testid": `tool-${side}`, disabled: !editable, "aria-label": t(`ma.tool.${side}`),
    onchange: (ev) => set(side, ev.target.value),
  });
  const figures = (board.figures || []).filter((f) => tool.kind !== "shoot" || !isAtt || canShoot(f.profile, board));
  if (figures.length && board.use_board) {
    select.append(h("optgroup", { label: t("ma.board.tool.on_board") }, figures.map((f) => h("option", {
      value: `fig:${f.id}`, selected: linked === f.id,
    }, `${t(f.label)} (${sqName(f.row, f.col)})`))));
  }
  const groups = {};
  for (const p of board.profiles) {
    if (tool.kind === "shoot" && isAtt && !p.shoots) continue;
    (groups[p.group] = groups[p.group] || []).push(p);
  }
  for (const [group, list] of Object.entries(groups)) {
    select.append(h("optgroup", { label: t(`ma.group.${group}`) }, list.map((p) => h("option", {
      value: p.id, selected: !linked && form[side] === p.id,
    }, t(p.label)))));
  }
  // A native list cuts a long name off: its face is the whole name, wrapped, and the list
  // lies over it, invisible, so a tap still opens the device's own picker (ma.css).
  const linkedFig = linked ? (board.figures || []).find((f) => f.id === linked) : null;
  const fullName = linkedFig ? `${t(linkedFig.label)} (${sqName(linkedFig.row, linkedFig.col)})` : profileName(board, form[side], t);
  const pick = h("div", { class: `side-pick${editable ? "" : " disabled"}` },
    h("span", { class: "side-face", "aria-hidden": "true", "data-testid": `tool-${side}-name` }, fullName), select);
  const stat = isAtt
    ? t("ma.board.tool.stat", { stat: t(`ma.stat.${n.att_stat_name}`), value: n.att_stat, n: n.att_dice })
    : t("ma.board.tool.stat", { stat: t(`ma.stat.${n.def_stat_name}`), value: n.def_stat, n: n.def_dice });
  const col = h("div", { class: `tool-col col-${side}` },
    h("h4", {}, t(`ma.tool.${side}`)), pick,
    h("p", { class: "stat", "data-testid": `stat-${side}` }, stat));
  const modDice = isAtt ? n.att_mod_dice : n.def_mod_dice;
  const modHits = isAtt ? n.att_mod_hits : n.def_mod_hits;
  const mods = [];
  if (modDice) mods.push(t("ma.board.tool.mod_dice", { n: modDice > 0 ? `+${modDice}` : `${modDice}` }));
  if (modHits) mods.push(t("ma.board.tool.mod_hits", { n: modHits }));
  if (isAtt && n.pierce) mods.push(t("ma.board.tool.pierce"));
  if (mods.length) col.append(h("p", { class: "tool-mods", "data-testid": `mods-${side}` }, t("ma.board.tool.mods", { what: mods.join(" · ") })));
  if (board.game === "ma" || board.game === "ma_tools") {
    col.append(h("button", { type: "button", class: "btn chip tool-abilities", "data-testid": `abilities-${side}`, disabled: !editable,
      "aria-label": t("ma.board.tool.set_abilities", { profile: profileName(board, form[side], t) }),
      onclick: () => openProfiles(board, { t, send, interactive: editable }, { mods: form[side] }) },
    "✎ ", t("ma.board.tool.abilities")));
  }
  let toggles;
  if (tool.kind === "shoot") {
    toggles = isAtt ? [["aim", "ma.board.tool.aim"], ["clear", "ma.board.tool.clear"]] : [["armour", "ma.board.tool.armour"]];
  } else {
    toggles = isAtt ? [["moved_in", "ma.board.tool.moved_in"], ["att_allies", "ma.board.tool.att_allies"]]
      : [["def_allies", "ma.board.tool.def_allies"], ["def_panicked", "ma.board.tool.def_panicked"]];
  }
  col.append(toggleRow(toggles, form, t, editable, set));
  if (tool.kind === "fight" && !isAtt) {
    col.append(h("div", { class: "mode-row", role: "group", "aria-label": t("ma.board.tool.mode") },
      h("span", { class: "set-label" }, t("ma.board.tool.mode")),
      ["fight", "survive"].map((mode) => h("button", {
        type: "button", class: `btn chip${form.mode === mode ? " on" : ""}`, "aria-pressed": String(form.mode === mode),
        disabled: !editable || (mode === "fight" && form.def_panicked), "data-testid": `mode-${mode}`,
        onclick: () => set("mode", mode),
      }, t(`ma.board.tool.mode.${mode}`)))));
  }
  const extra = isAtt ? "att_extra" : "def_extra";
  col.append(numberField(extra, tool.extra[0], tool.extra[1], form[extra], `ma.board.tool.${extra}`, t, editable, set, true));
  if (tool.kind === "shoot" && !isAtt && !tool.linked.defender) {
    col.append(numberField("others", 0, 8, form.others, "ma.board.tool.others", t, editable, set));
  }
  const faces = isAtt ? tool.att : tool.def;
  if (faces.length) {
    const hits = isAtt ? tool.att_hits : tool.def_hits;
    const row = diceRow(t(isAtt ? "ma.board.tool.dice_att" : "ma.board.tool.dice_def"), faces, hits, t, false,
      isAtt ? n.att_dice : n.def_dice);
    const count = hits.filter(Boolean).length;
    row.append(h("p", { class: "successes", "data-testid": `successes-${side}` }, t("ma.board.tool.successes", { n: count }),
      !isAtt && tool.kind === "shoot" && form.armour ? ` · ${t("ma.board.tool.armour_bonus")}` : ""));
    col.append(row);
  }
  return col;
}

// The shooters among the profiles, for the attacker list of a shooting test.
function canShoot(profileId, board) {
  const p = (board.profiles || []).find((x) => x.id === profileId);
  return !p || p.shoots;
}

function profileShoots(board, profileId) {
  return canShoot(profileId, board);
}

function toggleRow(list, form, t, editable, set) {
  return h("div", { class: "toggle-row" }, list.map(([field, label]) => h("button", {
    type: "button", class: `btn chip${form[field] ? " on" : ""}`, "aria-pressed": String(Boolean(form[field])),
    disabled: !editable, "data-testid": `tool-${field}`, onclick: () => set(field, !form[field]),
  }, (form[field] ? "✓ " : "") + t(label))));
}

function numberField(field, min, max, value, label, t, editable, set, signed = false) {
  const show = signed && value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : String(value);
  return h("div", { class: "num-field", role: "group", "aria-label": t(label) },
    h("span", { class: "set-label" }, t(label)),
    h("button", { type: "button", class: "stepper-btn", disabled: !editable || value <= min, "data-testid": `tool-${field}-minus`,
      "aria-label": t("ui.decrease", { label: t(label) }), onclick: () => set(field, value - 1) }, "−"),
    h("output", { class: "num-value", "data-testid": `tool-${field}-value` }, show),
    h("button", { type: "button", class: "stepper-btn", disabled: !editable || value >= max, "data-testid": `tool-${field}-plus`,
      "aria-label": t("ui.increase", { label: t(label) }), onclick: () => set(field, value + 1) }, "+"));
}

// d8 faces as numbers (a d8 has no pips); a success is filled and ticked, not only coloured.
function diceRow(title, faces, hits, t, panic, base = faces.length, names = null) {
  return h("div", { class: "dice-line" }, h("span", { class: "dice-title" }, title),
    h("div", { class: "d8-list" }, faces.map((face, i) => {
      const hit = hits ? hits[i] : null;
      const result = hit === null ? "" : panic ? t(hit ? "ma.board.tool.panic_yes" : "ma.board.tool.panic_no")
        : t(hit ? "ma.board.tool.success" : "ma.board.tool.fail");
      const svg = s("svg", { viewBox: "0 0 48 48", width: 44, height: 44, role: "img",
        class: `d8${hit ? " hit" : ""}${i >= base ? " bonus" : ""}`,
        "aria-label": t("ma.board.tool.die_aria", { face, result }) });
      svg.append(s("polygon", { points: "14,2 34,2 46,14 46,34 34,46 14,46 2,34 2,14", class: "d8-body" }),
        s("text", { x: 24, y: 31, "text-anchor": "middle", class: "d8-face", text: face }));
      if (hit) svg.append(s("text", { x: 39, y: 14, "text-anchor": "middle", class: "d8-tick", text: "✓" }));
      // A panic die says whose it is and what it did to that figure.
      if (names && names[i]) return h("figure", { class: `d8-named${hit ? " down" : ""}` }, svg, h("figcaption", {}, names[i], hit === null ? "" : ` · ${result}`));
      return svg;
    })));
}

// -- scatter, placement and edge on a small grid (the tools game, or no board on screen) ----
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

function miniGrid(board, t, interactive, send) {
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
  for (let c = 1; c <= N; c += 1) svg.append(s("text", { x: sqX(c) + SQ / 2, y: TOP + N * SQ + 30, class: "coord", "text-anchor": "middle", text: COLS[c - 1] }));
  for (let r = 1; r <= N; r += 1) svg.append(s("text", { x: LEFT / 2, y: sqY(r) + SQ / 2 + 10, class: "coord", "text-anchor": "middle", text: String(r) }));
  svg.append(s("text", { x: LEFT + (N * SQ) / 2, y: H - 8, class: "edge-label", "text-anchor": "middle", text: `▼ ${t("ma.board.your_edge")} ▼` }));
  toolArrow(svg, tool);
  return h("div", { class: "ma-mat-wrap" }, svg);
}
