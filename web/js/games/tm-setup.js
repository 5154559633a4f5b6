// Terraforming Mars (solo): the set-up's panes — the 4 cards revealed for the neutral
// player (drawn by the app or picked by name), the neutral tiles as they are copied —
// and the score at the end. The engine places the neutral tiles and counts the score.
import { h, clear } from "../dom.js";
import { cardName, matches, named, searchBox } from "./tm-search.js";

// The cards picked so far and the search typed, kept across the table's redraws until the
// set-up is over.
const reveal = { query: "", picked: [] };

export function resetSetup(phase) {
  reveal.query = "";
  if (phase !== "reveal") reveal.picked = [];
}

export function revealPanel(board, t, interactive, send) {
  const ui = reveal;
  const byId = Object.fromEntries(board.catalog.map((c) => [c.id, c]));
  const list = h("ul", { class: "tm-matches", id: "tm-matches" });
  const chosen = h("ol", { class: "tm-picked", "data-testid": "tm-picked" });
  const confirm = h("button", { type: "button", class: "btn big primary", "data-testid": "tm-reveal-confirm",
    onclick: () => send({ type: "reveal", cards: ui.picked.slice() }) }, t("tm.board.reveal_confirm"));
  function refresh() {
    clear(list);
    matches(board.catalog, ui.query, ui.picked, undefined, t).forEach((c) => list.append(h("li", {},
      h("button", { type: "button", class: "btn tm-card", "data-card": c.id, disabled: !interactive || ui.picked.length >= 4,
        onclick: () => { ui.picked.push(c.id); ui.query = ""; box.value = ""; refresh(); box.focus(); } },
      h("span", { class: "cost" }, String(c.cost)), " ", cardName(t, c.id)))));
    clear(chosen);
    ui.picked.forEach((id, i) => chosen.append(h("li", {},
      h("button", { type: "button", class: "btn small tm-chip", "aria-label": t("tm.board.unpick", { card: cardName(t, id) }),
        onclick: () => { ui.picked.splice(i, 1); refresh(); } }, t("tm.board.picked", { n: i + 1, card: cardName(t, id), cost: byId[id].cost }), " ✕"))));
    confirm.disabled = !interactive || ui.picked.length !== 4;
  }
  const box = searchBox(t, "tm-reveal-search", ui.query, (v) => { ui.query = v; refresh(); });
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

export function neutralPanel(board, t) {
  const n = board.neutral;
  if (!n) return null;
  const steps = board.phase === "neutral" ? n.steps.slice(0, n.shown + 1) : n.steps;
  return h("section", { class: "tm-panel tm-neutral", "aria-label": t("tm.board.neutral_title") },
    h("h3", {}, t("tm.board.neutral_title")),
    h("p", { class: "tm-neutral-cards" }, n.cards.map((c, i) => h("span", { class: "tm-chip" },
      t(c.name ? "tm.board.neutral_card" : "tm.board.neutral_cost", { n: i + 1, card: named(t, c.name), cost: c.cost })))),
    h("ol", {}, steps.map((st) => h("li", { "data-space": st.space }, t(st.msg)))));
}


export function scorePanel(board, t) {
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
        sc.cards.map((c) => row(cardName(t, c.card), c.vp, `score-card-${c.card}`)),
        sc.custom ? row(t("tm.board.score_custom"), sc.custom, "score-custom") : null,
        row(t("tm.board.score_cards"), sc.card_total, "score-cards")),
      h("tfoot", {}, row(t("tm.board.score_total"), sc.total, "score-total"))));
}

