// Terraforming Mars (solo) picture: generation and TR, the three global parameters as
// gauges with their bonus marks, the Tharsis map as hexes in the printed layout (tap a
// marked space to place a tile), the card picker (setup and cards played), card effects,
// and the score breakdown at the end; the cards in play, their actions and what a card
// does are drawn by tm-cards.js. The engine decides every rule; this draws `board` and
// sends actions.
import { h, s, clear } from "../dom.js";
import { stepper } from "../widgets.js";
import { cardPreview, cardsInPlayPanel } from "./tm-cards.js";

const R = 34;                       // hex radius (pointy top)
const W = Math.sqrt(3) * R;         // hex width
const ROW_H = 1.5 * R;
const LEFT = 34;                    // room for the row numbers
const TOP = R + 6;
const VIEW_W = LEFT + 9 * W + 8;
const VIEW_H = TOP + 8 * ROW_H + R + 6;
const ROW_LEN = [5, 6, 7, 8, 9, 8, 7, 6, 5];
const BONUS_ORDER = ["steel", "titanium", "plant", "card"];
const MAX_MATCHES = 8;

// What the player is doing in the widget; kept across the table's redraws.
const ui = { query: "", picked: [], card: null, pay: { steel: 0, titanium: 0, heat: 0 }, sell: 1, phase: null };

function centre(space) {
  const len = ROW_LEN[space.row];
  return { x: LEFT + (9 - len) * W / 2 + space.col * W + W / 2, y: TOP + space.row * ROW_H };
}

function hexPoints(cx, cy, r) {
  const pts = [];
  for (let i = 0; i < 6; i += 1) {
    const a = Math.PI / 180 * (60 * i - 30);
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(" ");
}

function norm(text) {
  return String(text).toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

// ---------- header and gauges ----------
function header(board, t) {
  return h("div", { class: "tm-head" },
    h("span", { class: "tm-gen", "data-testid": "tm-gen", "data-gen": board.gen }, t("tm.board.generation", { gen: board.gen, last: board.last_gen })),
    h("span", { class: "tm-tr", "data-testid": "tm-tr", "data-tr": board.tr }, t("tm.board.tr", { tr: board.tr })),
    board.corp ? h("span", { class: "tm-corp" }, board.corp) : null,
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

// ---------- map ----------
function tileIcon(kind, x, y) {
  if (kind === "ocean") {
    return s("path", { class: "icon", d: `M${x - 16},${y} q8,-8 16,0 t16,0 M${x - 16},${y + 9} q8,-8 16,0 t16,0` });
  }
  if (kind === "greenery") {
    return s("path", { class: "icon", d: `M${x},${y - 18} L${x + 14},${y + 6} L${x + 4},${y + 6} L${x + 4},${y + 14} L${x - 4},${y + 14} L${x - 4},${y + 6} L${x - 14},${y + 6} Z` });
  }
  if (kind === "city") {
    return s("path", { class: "icon", d: `M${x - 16},${y + 14} L${x - 16},${y - 2} L${x - 8},${y - 10} L${x},${y - 2} L${x},${y - 16} L${x + 16},${y - 16} L${x + 16},${y + 14} Z` });
  }
  if (kind === "claim") {
    return s("path", { class: "icon", d: `M${x - 8},${y + 16} L${x - 8},${y - 16} L${x + 14},${y - 9} L${x - 8},${y - 2}` });
  }
  return s("path", { class: "icon", d: `M${x},${y - 16} L${x + 14},${y} L${x},${y + 16} L${x - 14},${y} Z` });
}

function bonusBadges(space, x, y, t) {
  const items = [];
  for (const key of BONUS_ORDER) {
    for (let i = 0; i < (space.bonus[key] || 0); i += 1) items.push(key);
  }
  const g = s("g", { class: "bonus" });
  const start = x - (items.length - 1) * 9;
  items.forEach((key, i) => {
    const bx = start + i * 18;
    g.append(s(key === "plant" ? "circle" : "rect", key === "plant"
      ? { cx: bx, cy: y, r: 8, class: `b-${key}` }
      : { x: bx - 8, y: y - 8, width: 16, height: 16, rx: key === "card" ? 2 : 4, class: `b-${key}` }),
    s("text", { x: bx, y: y + 4, "text-anchor": "middle", class: "b-letter", text: t(`tm.board.bonus.${key}`) }));
  });
  return g;
}

function spaceLabel(space, t) {
  const where = space.row === undefined ? space.name : t("tm.board.where", { row: space.row + 1, place: space.col + 1 });
  const what = space.tile ? t(`tm.board.owned.${space.owner || "none"}`, { tile: t(`tm.tile.${space.tile}`) })
    : t(`tm.board.space.${space.type}`);
  const name = space.name ? ` — ${space.name}` : "";
  return `${where}${name}: ${what}`;
}

function hexNode(space, board, t, interactive, send, focus) {
  const { x, y } = centre(space);
  const classes = ["hex", `type-${space.type}`];
  if (space.volcanic) classes.push("volcanic");
  if (space.tile) classes.push(`tile-${space.tile}`, `owner-${space.owner || "none"}`);
  if (space.claim) classes.push("claimed");
  if (space.legal) classes.push("legal");
  if (focus) classes.push("focus");
  const attrs = { class: classes.join(" "), "data-space": space.id, "aria-label": spaceLabel(space, t) };
  if (space.legal && interactive) {
    Object.assign(attrs, { role: "button", tabindex: "0", "data-testid": `space-${space.id}` });
  }
  const g = s("g", attrs);
  g.append(s("polygon", { points: hexPoints(x, y, R - 1.5), class: "cell" }));
  if (space.tile) {
    g.append(tileIcon(space.tile, x, y - 2));
    if (space.owner) {
      g.append(s("circle", { cx: x + 17, cy: y - 17, r: 9, class: "owner" }),
        s("text", { x: x + 17, y: y - 13, "text-anchor": "middle", class: "owner-letter", text: t(`tm.board.owner.${space.owner}`) }));
    }
  } else {
    if (space.claim) g.append(tileIcon("claim", x, y - 4));
    if (space.type === "noctis") g.append(s("text", { x, y: y - 6, "text-anchor": "middle", class: "noctis-label", text: "Noctis" }));
    g.append(bonusBadges(space, x, y + 15, t));
  }
  if (focus) g.append(s("polygon", { points: hexPoints(x, y, R + 3), class: "focus-ring" }));
  if (space.legal && interactive) {
    const place = () => send({ type: "place", space: space.id });
    g.addEventListener("click", place);
    g.addEventListener("keydown", (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); place(); } });
  }
  g.append(s("title", { text: spaceLabel(space, t) }));
  return g;
}

function offBoardNode(space, i, t, interactive, send) {
  const x = i === 0 ? LEFT + 30 : VIEW_W - 64;
  const y = VIEW_H - 40;
  const legal = space.legal && interactive;
  const g = s("g", { class: `colony${space.tile ? " taken" : ""}${space.legal ? " legal" : ""}`, "data-space": space.id,
    "aria-label": spaceLabel(space, t), role: legal ? "button" : null, tabindex: legal ? "0" : null,
    "data-testid": legal ? `space-${space.id}` : null });
  g.append(s("circle", { cx: x, cy: y, r: 24, class: "cell" }));
  if (space.tile) g.append(tileIcon("city", x, y));
  g.append(s("text", { x, y: y + 40, "text-anchor": "middle", class: "colony-name", text: space.name }));
  if (legal) g.addEventListener("click", () => send({ type: "place", space: space.id }));
  return g;
}

function mapSvg(board, t, interactive, send) {
  const focus = board.phase === "neutral" && board.neutral ? board.neutral.steps[board.neutral.shown].space : null;
  const svg = s("svg", { viewBox: `0 0 ${VIEW_W.toFixed(0)} ${(VIEW_H + 30).toFixed(0)}`, class: "tm-map", role: "group",
    "aria-label": t("tm.board.map_aria") });
  for (let r = 0; r < 9; r += 1) {
    const len = ROW_LEN[r];
    svg.append(s("text", { x: LEFT + (9 - len) * W / 2 - 10, y: TOP + r * ROW_H + 6, "text-anchor": "end", class: "row-num", text: String(r + 1) }));
  }
  board.spaces.forEach((space) => svg.append(hexNode(space, board, t, interactive, send, space.id === focus)));
  board.off_board.forEach((space, i) => svg.append(offBoardNode(space, i, t, interactive, send)));
  return svg;
}

// The map's key: what each outline means (blue: ocean spaces, red: volcanic spaces, the
// thick accent line: where a tile may go now, dashed: Noctis City), the owners' letters and
// the bonus steps of the tracks. It opens over the map, so it never takes the map's room.
function swatch(cls, extra = null) {
  const svg = s("svg", { viewBox: "0 0 40 40", width: 28, height: 28, class: "tm-swatch", "aria-hidden": "true" });
  const g = s("g", { class: cls });
  g.append(s("polygon", { points: hexPoints(20, 20, 17), class: "cell" }));
  if (extra) g.append(extra);
  svg.append(g);
  return svg;
}

function legend(t) {
  const item = (svg, key) => h("li", {}, svg, h("span", {}, t(key)));
  return h("details", { class: "tm-map-key", "data-testid": "tm-map-key" },
    h("summary", { class: "btn chip" }, t("tm.board.key")),
    h("div", { class: "tm-key-body" },
      h("ul", { class: "tm-key-list" },
        item(swatch("hex type-ocean"), "tm.board.key.ocean"),
        item(swatch("hex type-land volcanic"), "tm.board.key.volcanic"),
        item(swatch("hex type-land legal"), "tm.board.key.legal"),
        item(swatch("hex type-noctis"), "tm.board.key.noctis"),
        item(swatch("hex tile-city owner-player", s("circle", { cx: 28, cy: 12, r: 7, class: "owner" })), "tm.board.key.player"),
        item(swatch("hex tile-city owner-neutral", s("circle", { cx: 28, cy: 12, r: 7, class: "owner" })), "tm.board.key.neutral")),
      h("p", { class: "tm-map-legend" }, t("tm.board.map_legend")),
      h("p", { class: "tm-legend" }, t("tm.board.bonus_legend"))));
}

// ---------- neutral setup: the 4 revealed cards ----------
function matches(catalog, query, skip) {
  const q = norm(query.trim());
  if (!q) return [];
  return catalog.filter((c) => !skip.includes(c.id)
    && (norm(c.name).includes(q) || c.id === q.padStart(3, "0") || String(c.cost) === q)).slice(0, MAX_MATCHES);
}

function searchBox(t, id, onInput) {
  return h("input", { type: "search", id, class: "tm-search", autocomplete: "off", value: ui.query,
    placeholder: t("tm.board.search_placeholder"), "aria-label": t("tm.board.search_label"),
    oninput: (ev) => { ui.query = ev.target.value; onInput(); } });
}

function revealPanel(board, t, interactive, send) {
  const byId = Object.fromEntries(board.catalog.map((c) => [c.id, c]));
  const list = h("ul", { class: "tm-matches", id: "tm-matches" });
  const chosen = h("ol", { class: "tm-picked", "data-testid": "tm-picked" });
  const confirm = h("button", { type: "button", class: "btn big primary", "data-testid": "tm-reveal-confirm",
    onclick: () => send({ type: "reveal", cards: ui.picked.slice() }) }, t("tm.board.reveal_confirm"));
  function refresh() {
    clear(list);
    matches(board.catalog, ui.query, ui.picked).forEach((c) => list.append(h("li", {},
      h("button", { type: "button", class: "btn tm-card", "data-card": c.id, disabled: !interactive || ui.picked.length >= 4,
        onclick: () => { ui.picked.push(c.id); ui.query = ""; box.value = ""; refresh(); box.focus(); } },
      h("span", { class: "cost" }, String(c.cost)), " ", c.name))));
    clear(chosen);
    ui.picked.forEach((id, i) => chosen.append(h("li", {},
      h("button", { type: "button", class: "btn small tm-chip", "aria-label": t("tm.board.unpick", { card: byId[id].name }),
        onclick: () => { ui.picked.splice(i, 1); refresh(); } }, t("tm.board.picked", { n: i + 1, card: byId[id].name, cost: byId[id].cost }), " ✕"))));
    confirm.disabled = !interactive || ui.picked.length !== 4;
  }
  const box = searchBox(t, "tm-reveal-search", refresh);
  refresh();
  const order = board.card_order;
  return h("section", { class: "tm-panel tm-reveal", "aria-label": t("tm.board.reveal_title") },
    h("h3", {}, t("tm.board.reveal_title")),
    h("div", { class: "tm-order", role: "group", "aria-label": t(order.label) },
      h("span", { class: "tm-order-label" }, t(order.label)),
      order.choices.map((c) => h("button", { type: "button", class: "btn small seg-btn", "aria-pressed": String(c.value === order.value),
        "data-testid": `tm-order-${c.value}`, disabled: !interactive || c.value === order.value,
        onclick: () => send({ type: "card_order", order: c.value }) }, t(c.label)))),
    h("button", { type: "button", class: "btn big", "data-testid": "tm-draw", disabled: !interactive,
      onclick: () => send({ type: "reveal", cards: null }) }, t("tm.board.draw_for_me")),
    h("p", { class: "hint" }, t("tm.board.reveal_hint")), box, list, chosen, confirm);
}

function neutralPanel(board, t) {
  const n = board.neutral;
  if (!n) return null;
  const steps = board.phase === "neutral" ? n.steps.slice(0, n.shown + 1) : n.steps;
  return h("section", { class: "tm-panel tm-neutral", "aria-label": t("tm.board.neutral_title") },
    h("h3", {}, t("tm.board.neutral_title")),
    h("p", { class: "tm-neutral-cards" }, n.cards.map((c, i) => h("span", { class: "tm-chip" },
      t(c.name ? "tm.board.neutral_card" : "tm.board.neutral_cost", { n: i + 1, card: c.name || "", cost: c.cost })))),
    h("ol", {}, steps.map((st) => h("li", { "data-space": st.space }, t(st.msg)))));
}

// ---------- action phase: cards, effects, actions ----------
function payRow(card, board, t, interactive, send) {
  const p = board.payment;
  const res = board.res;
  const fields = [];
  if (card.tags.includes("building") && res.steel) fields.push(["steel", p.steel]);
  if (card.tags.includes("space") && res.titanium) fields.push(["titanium", p.titanium]);
  if (p.heat && res.heat) fields.push(["heat", 1]);
  const mcNeeded = () => Math.max(0, card.price - fields.reduce((sum, [k, worth]) => sum + ui.pay[k] * worth, 0));
  const mcOut = h("output", { class: "tm-mc-needed", id: "tm-mc-needed" });
  const playBtn = h("button", { type: "button", class: "btn big primary", "data-testid": "tm-play-confirm", disabled: !interactive,
    onclick: () => {
      const action = { type: "play", card: card.id };
      fields.forEach(([k]) => { if (ui.pay[k]) action[k] = ui.pay[k]; });
      send(action);
    } }, t("tm.board.play_card"));
  const update = () => { mcOut.textContent = t("tm.board.pay_mc", { mc: mcNeeded() }); };
  update();
  return h("div", { class: "tm-pay", "data-card": card.id },
    h("p", { class: "tm-pay-title" }, h("b", {}, card.name), " · ", t("tm.board.price", { price: card.price, cost: card.cost })),
    card.unmet ? h("p", { class: "tm-unmet", role: "note" }, t("tm.board.unmet", { req: t(card.unmet) })) : null,
    cardPreview(card, t),
    h("div", { class: "tm-pay-steppers" }, fields.map(([k, worth]) => stepper({
      id: `pay-${k}`, label: t("tm.board.pay_with", { res: t(`tm.counter.${k}`), worth }), value: ui.pay[k], min: 0, max: res[k],
      disabled: !interactive, onChange: (v) => { ui.pay[k] = v; update(); } }))),
    mcOut, playBtn);
}

function cardPanel(board, t, interactive, send) {
  const catalog = board.catalog;
  if (ui.card && !catalog.some((c) => c.id === ui.card)) ui.card = null;
  const list = h("ul", { class: "tm-matches", id: "tm-matches" });
  const payBox = h("div", { class: "tm-pay-box" });
  function choose(id) {
    ui.card = id;
    ui.pay = { steel: 0, titanium: 0, heat: 0 };
    refresh();
  }
  function refresh() {
    clear(list);
    matches(catalog, ui.query, []).forEach((c) => list.append(h("li", {},
      h("button", { type: "button", class: `btn tm-card${c.unmet ? " unmet" : ""}${ui.card === c.id ? " chosen" : ""}`, "data-card": c.id,
        disabled: !interactive, "aria-pressed": String(ui.card === c.id), onclick: () => choose(c.id) },
      h("span", { class: "cost" }, String(c.price)), " ", c.name,
      c.tags.length ? h("span", { class: "tags" }, c.tags.map((tag) => t(`tm.tag.${tag}`)).join(" · ")) : null))));
    clear(payBox);
    const card = catalog.find((c) => c.id === ui.card);
    if (card) payBox.append(payRow(card, board, t, interactive, send));
  }
  const box = searchBox(t, "tm-card-search", refresh);
  refresh();
  return h("section", { class: "tm-panel tm-cards", "aria-label": t("tm.board.cards_title") },
    h("h3", {}, t("tm.board.cards_title", { n: board.hand })), box, list, payBox);
}

function effectsPanel(board, t, interactive, send) {
  const sellMax = board.hand;
  if (ui.sell > sellMax) ui.sell = Math.max(1, sellMax);
  const sell = sellMax ? h("div", { class: "tm-sell" },
    stepper({ id: "tm-sell", label: t("tm.board.sell_count"), value: ui.sell, min: 1, max: sellMax, disabled: !interactive,
      onChange: (v) => { ui.sell = v; } }),
    h("button", { type: "button", class: "btn", "data-testid": "tm-sell", disabled: !interactive,
      onclick: () => send({ type: "sell", count: ui.sell }) }, t("tm.board.sell"))) : null;
  return h("section", { class: "tm-panel tm-effects", "aria-label": t("tm.board.effects_title") },
    h("h3", {}, t("tm.board.effects_title")),
    h("div", { class: "tm-effect-buttons" }, board.effects.map((e, i) => h("button", {
      type: "button", class: "btn", "data-testid": `tm-effect-${i}`, disabled: !interactive, onclick: () => send(e.action),
    }, t(e.label)))),
    sell);
}

// ---------- end ----------
function scorePanel(board, t) {
  const sc = board.score;
  const row = (label, value, testid) => h("tr", { "data-testid": testid }, h("th", { scope: "row" }, label), h("td", {}, String(value)));
  return h("section", { class: `tm-panel tm-score ${sc.won ? "won" : "lost"}`, "aria-label": t("tm.board.score_title") },
    h("h3", {}, t(sc.won ? "tm.board.score_won" : "tm.board.score_lost")),
    h("table", { class: "tm-score-table" },
      h("tbody", {},
        row(t("tm.board.score_tr"), sc.tr, "score-tr"),
        row(t("tm.board.score_greeneries"), sc.greeneries, "score-greeneries"),
        sc.cities.map((c) => row(t("tm.board.score_city", { where: t(c.where) }), c.vp, `score-city-${c.space}`)),
        row(t("tm.board.score_cities"), sc.city_total, "score-cities"),
        sc.cards.map((c) => row(c.name, c.vp, `score-card-${c.card}`)),
        sc.custom ? row(t("tm.board.score_custom"), sc.custom, "score-custom") : null,
        row(t("tm.board.score_cards"), sc.card_total, "score-cards")),
      h("tfoot", {}, row(t("tm.board.score_total"), sc.total, "score-total"))));
}

// Kept across redraws: the pane on show (the map, the cards, the cards in play).
const tabs = { tab: null, phase: null, pending: null };

function tabBar(list, t, shown, pick) {
  return h("div", { class: "tm-tabs", role: "tablist", "aria-label": t("tm.board.tabs") }, list.map(([id, label]) => h("button", {
    type: "button", role: "tab", class: `tm-tab tab-${id}${shown.portrait === id ? " on-p" : ""}${shown.landscape === id ? " on-l" : ""}`,
    "aria-selected": String(shown.portrait === id), "data-testid": `tm-tab-${id}`, onclick: () => pick(id),
  }, label)));
}

export function tmBoard(board, { t, interactive, send }) {
  if (ui.phase !== board.phase) {
    // A new phase starts a new search; the picked setup cards belong to the setup only.
    ui.query = "";
    ui.card = null;
    if (board.phase !== "reveal") ui.picked = [];
    ui.phase = board.phase;
  }
  const setup = ["reveal", "neutral", "corporation"].includes(board.phase);
  // The cards pane: the setup's revealed cards, the card picker and effects, the score.
  const cardsPane = [];
  if (board.phase === "reveal") cardsPane.push(revealPanel(board, t, interactive, send));
  if (board.score) cardsPane.push(scorePanel(board, t));
  if (board.phase === "neutral" || board.phase === "corporation") cardsPane.push(neutralPanel(board, t));
  if (board.catalog && board.phase === "action") {
    cardsPane.push(cardPanel(board, t, interactive, send), effectsPanel(board, t, interactive, send));
  }
  const inPlay = cardsInPlayPanel(board, { t, interactive, send });
  const list = [["map", t("tm.board.tab.map")]];
  const cardsLabel = board.score ? "tm.board.tab.score" : setup ? "tm.board.tab.setup" : "tm.board.tab.cards";
  if (cardsPane.some(Boolean)) list.push(["cards", t(cardsLabel, { n: board.hand })]);
  if (inPlay) list.push(["inplay", t("tm.board.tab.inplay", { n: (board.in_play || []).filter((c) => c.type !== "event").length })]);
  const ids = list.map(([id]) => id);
  // Which pane shows: the player's pick, until the phase changes or a tile is to be placed
  // (then the map, where it goes). The box wider than tall always shows the map beside the
  // other pane; taller than wide, one pane at a time (tm.css).
  const pendingKey = board.pending ? JSON.stringify(board.pending) : null;
  if (tabs.phase !== board.phase) {
    tabs.phase = board.phase;
    tabs.tab = board.phase === "reveal" || board.score ? "cards" : "map";
  }
  if (pendingKey && pendingKey !== tabs.pending) tabs.tab = "map";
  tabs.pending = pendingKey;
  if (!ids.includes(tabs.tab)) tabs.tab = "map";
  const shown = { portrait: tabs.tab, landscape: tabs.tab === "map" ? (ids[1] || null) : tabs.tab };
  const root = h("div", { class: `tm-board${ids.length > 1 ? " has-panes" : ""}`, "data-phase": board.phase,
    "data-pending": board.pending ? board.pending.tile : "", "data-tab": tabs.tab });
  const redraw = (id) => {
    tabs.tab = id;
    root.replaceWith(tmBoard(board, { t, interactive, send }));
  };
  const pane = (id, content) => h("div", {
    class: `tm-pane pane-${id}${shown.portrait === id ? " on-p" : ""}${shown.landscape === id || id === "map" ? " on-l" : ""}`,
    // a panel that scrolls by itself is reachable from the keyboard
    "data-pane": id, role: id === "map" ? null : "tabpanel", tabindex: id === "map" ? null : "0" }, content);
  root.append(header(board, t));
  if (ids.length > 1) root.append(tabBar(list, t, shown, redraw));
  if (!setup) root.append(gauges(board, t));
  root.append(pane("map", h("div", { class: "tm-mapwrap" }, mapSvg(board, t, interactive, send), legend(t))));
  if (ids.includes("cards")) root.append(pane("cards", cardsPane));
  if (inPlay) root.append(pane("inplay", inPlay));
  return root;
}
