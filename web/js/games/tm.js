// Terraforming Mars (solo) picture: generation and TR, the three global parameters as
// gauges with their bonus marks, the Tharsis map (tm-map.js), and beside or behind it one
// pane: the set-up's cards and the score (tm-setup.js) or the cards in play (tm-cards.js).
// While "Play a card" is open the card list (tm-picker.js) takes the whole picture. The
// player's board (resources, productions, TR, hand) is the table's counters, laid out as a
// board by tm.css. The engine decides every rule; this draws `board` and sends actions.
import { h } from "../dom.js";
import { cardsInPlayPanel } from "./tm-cards.js";
import { named } from "./tm-search.js";
import { legend, mapSvg } from "./tm-map.js";
import { cardPicker, resetPicker } from "./tm-picker.js";
import { neutralPanel, resetSetup, revealPanel, scorePanel } from "./tm-setup.js";

// ---------- header and gauges ----------
function header(board, t) {
  return h("div", { class: "tm-head" },
    h("span", { class: "tm-gen", "data-testid": "tm-gen", "data-gen": board.gen }, t("tm.board.generation", { gen: board.gen, last: board.last_gen })),
    h("span", { class: "tm-tr", "data-testid": "tm-tr", "data-tr": board.tr }, t("tm.board.tr", { tr: board.tr })),
    board.corp ? h("span", { class: "tm-corp" }, named(t, board.corp)) : null,
    board.corp ? h("span", { class: "tm-hand" }, t("tm.board.hand", { n: board.hand })) : null);
}

function gauge(name, g, t) {
  // The track's two ends are written beside the cells, never inside one (a cell is too
  // narrow for "-30"); the value now is in the gauge's name and framed on the track.
  const cells = [];
  for (let v = g.min; v <= g.max; v += g.step) {
    const reached = v <= g.value;
    const here = v === g.value;
    const bonus = g.bonus.includes(v);
    cells.push(h("span", { class: `cell${reached ? " reached" : ""}${here ? " here" : ""}${bonus ? " bonus" : ""}`, "data-value": v },
      bonus ? h("i", { class: "mark", "aria-hidden": "true" }, "★") : null));
  }
  const label = t(`tm.board.gauge.${name}`, { value: g.value, max: g.max });
  return h("div", { class: `tm-gauge gauge-${name}${g.value >= g.max ? " full" : ""}`, "data-gauge": name, "data-value": g.value,
    role: "img", "aria-label": label },
  h("div", { class: "gauge-head" }, h("b", {}, label), g.value >= g.max ? h("span", { class: "done" }, t("tm.board.at_max")) : null),
  h("div", { class: "track" },
    h("span", { class: "end end-min", "aria-hidden": "true" }, String(g.min)),
    h("div", { class: "cells" }, cells),
    h("span", { class: "end end-max", "aria-hidden": "true" }, String(g.max))));
}

function gauges(board, t) {
  const g = board.globals;
  return h("div", { class: "tm-gauges" }, gauge("temperature", g.temperature, t), gauge("oxygen", g.oxygen, t),
    gauge("oceans", g.oceans, t));
}


// Kept across redraws: the pane on show (the map, the cards, the cards in play), and what
// the last drawing showed, to know when a phase, a tile or the card list begins.
const tabs = { tab: null, phase: null, pending: null, picking: false };

function tabBar(list, t, shown, pick) {
  return h("div", { class: "tm-tabs", role: "tablist", "aria-label": t("tm.board.tabs") }, list.map(([id, label]) => h("button", {
    type: "button", role: "tab", class: `tm-tab tab-${id}${shown === id ? " on" : ""}`,
    "aria-selected": String(shown === id), "data-testid": `tm-tab-${id}`, onclick: () => pick(id),
  }, label)));
}

// The card list fills the picture: nothing else is needed to choose a card and pay it.
function pickingBoard(board, ctx) {
  return h("div", { class: "tm-board picking", "data-phase": board.phase, "data-pending": "", "data-tab": "pick" },
    header(board, ctx.t), cardPicker(board, ctx));
}

export function tmBoard(board, ctx) {
  const { t, interactive, send } = ctx;
  if (tabs.phase !== board.phase) {
    // A new phase starts on the map (on the cards during the reveal and at the end), with
    // a new search; the picked set-up cards belong to the set-up only.
    tabs.phase = board.phase;
    tabs.tab = board.phase === "reveal" || board.score ? "cards" : "map";
    resetSetup(board.phase);
    resetPicker();
  }
  if (board.picking !== tabs.picking) {
    tabs.picking = Boolean(board.picking);
    if (tabs.picking) resetPicker();
  }
  if (board.picking) return pickingBoard(board, ctx);
  const setup = ["reveal", "neutral", "corporation"].includes(board.phase);
  // The cards pane: the set-up's revealed cards, the neutral tiles, the score.
  const cardsPane = [];
  if (board.phase === "reveal") cardsPane.push(revealPanel(board, t, interactive, send));
  if (board.score) cardsPane.push(scorePanel(board, t));
  if (board.phase === "neutral" || board.phase === "corporation") cardsPane.push(neutralPanel(board, t));
  const inPlay = cardsInPlayPanel(board, { t, interactive, send, sendCounter: ctx.sendCounter });
  const list = [["map", t("tm.board.tab.map")]];
  const cardsLabel = board.score ? "tm.board.tab.score" : "tm.board.tab.setup";
  if (cardsPane.some(Boolean)) list.push(["cards", t(cardsLabel, { n: board.hand })]);
  if (inPlay) list.push(["inplay", t("tm.board.tab.inplay", { n: (board.in_play || []).filter((c) => c.type !== "event").length })]);
  const ids = list.map(([id]) => id);
  // Which pane shows: the player's pick, until the phase changes or a tile is to be placed
  // (then the map, where it goes). One pane at a time, as large as the box allows; the
  // strip, the tracks and the tabs beside it when the box is wider than tall (tm.css).
  const pendingKey = board.pending ? JSON.stringify(board.pending) : null;
  if (pendingKey && pendingKey !== tabs.pending) tabs.tab = "map";
  tabs.pending = pendingKey;
  if (!ids.includes(tabs.tab)) tabs.tab = "map";
  const shown = tabs.tab;
  const root = h("div", { class: `tm-board${ids.length > 1 ? " has-panes" : ""}`, "data-phase": board.phase,
    "data-pending": board.pending ? board.pending.tile : "", "data-tab": tabs.tab });
  const redraw = (id) => {
    tabs.tab = id;
    root.replaceWith(tmBoard(board, ctx));
  };
  const pane = (id, content) => h("div", {
    class: `tm-pane pane-${id}${shown === id ? " on" : ""}`,
    // a panel that scrolls by itself is reachable from the keyboard
    "data-pane": id, role: id === "map" ? null : "tabpanel", tabindex: id === "map" ? null : "0" }, content);
  root.append(header(board, t));
  if (ids.length > 1) root.append(tabBar(list, t, shown, redraw));
  if (!setup) root.append(gauges(board, t));
  // A tile to place: the map is what the question acts on (a narrow embed brings it into
  // view with the question, and puts it before the tracks: tm.css).
  root.append(pane("map", h("div", { class: "tm-mapwrap", "data-acts": board.pending ? "tile" : null },
    mapSvg(board, t, interactive, send), legend(t))));
  if (ids.includes("cards")) root.append(pane("cards", cardsPane));
  if (inPlay) root.append(pane("inplay", inPlay));
  return root;
}

// What the registry installs when Terraforming Mars is opened (games/registry.js).
export const screen = { widgets: { tm: tmBoard } };
