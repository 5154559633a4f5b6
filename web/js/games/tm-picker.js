// Terraforming Mars (solo): the card list that "Play a card" opens. The search, the chosen
// card (its price, what it does now, why it cannot be played) and its payment sit side by
// side, so all three are in view together; the payment starts from what the engine
// proposes (metals first, never wasting value) and the player may change it. With no card
// chosen, the same place offers selling patents and the card effects entered by hand.
import { h, clear } from "../dom.js";
import { reveal } from "../embed.js";
import { stepper } from "../widgets.js";
import { cardPreview } from "./tm-cards.js";
import { cardName, matches, searchBox } from "./tm-search.js";

const METALS = ["steel", "titanium", "heat"];

// What the player is doing in the list, kept across the table's redraws while it is open.
const pick = { query: "", card: null, pay: null, sell: 1 };

export function resetPicker() {
  pick.query = "";
  pick.card = null;
  pick.pay = null;
}

// The metals this card may be paid with, as [resource, worth] (the engine checks again).
function payFields(card, board) {
  const p = board.payment;
  const res = board.res;
  const out = [];
  if (card.tags.includes("building") && res.steel) out.push(["steel", p.steel]);
  if (card.tags.includes("space") && res.titanium) out.push(["titanium", p.titanium]);
  if (p.heat && res.heat) out.push(["heat", 1]);
  return out;
}

function matchButton(c, t, interactive, chosen, onPick) {
  const why = c.unmet ? "tm.picker.flag_unmet" : c.blocked ? "tm.picker.flag_blocked" : c.pay.short ? "tm.picker.flag_short" : null;
  return h("li", {}, h("button", {
    type: "button", class: `btn tm-card${why ? " unmet" : ""}${chosen ? " chosen" : ""}`, "data-card": c.id,
    disabled: !interactive, "aria-pressed": String(chosen), onclick: () => onPick(c.id),
  },
  h("span", { class: "cost", title: t("tm.picker.price_now") }, String(c.price)), " ",
  h("span", { class: "tm-card-name" }, cardName(t, c.id)),
  c.tags.length ? h("span", { class: "tags" }, c.tags.map((tag) => t(`tm.tag.${tag}`)).join(" · ")) : null,
  why ? h("span", { class: "tm-flag" }, t(why, { n: c.pay.short })) : null));
}

function payBlock(card, board, t, interactive, send) {
  const fields = payFields(card, board);
  const mcNeeded = () => Math.max(0, card.price - fields.reduce((sum, [k, worth]) => sum + (pick.pay[k] || 0) * worth, 0));
  const mcOut = h("output", { class: "tm-mc-needed", id: "tm-mc-needed", "aria-live": "polite" });
  const update = () => {
    const need = mcNeeded();
    mcOut.textContent = t("tm.picker.mc_left", { mc: need, have: board.res.mc });
    mcOut.classList.toggle("short", need > board.res.mc);
  };
  update();
  const play = () => {
    const action = { type: "play", card: card.id };
    fields.forEach(([k]) => { if (pick.pay[k]) action[k] = pick.pay[k]; });
    send(action);
  };
  return h("div", { class: "tm-pay", "data-card": card.id },
    fields.length ? h("p", { class: "tm-pay-note" }, t("tm.picker.proposed")) : null,
    fields.length ? h("div", { class: "tm-pay-steppers" }, fields.map(([k, worth]) => stepper({
      id: `pay-${k}`, label: t("tm.board.pay_with", { res: t(`tm.counter.${k}`), worth }), value: pick.pay[k] || 0, min: 0,
      max: board.res[k], disabled: !interactive, onChange: (v) => { pick.pay[k] = v; update(); } }))) : null,
    h("div", { class: "tm-pay-go" }, mcOut,
      h("button", { type: "button", class: "btn big primary", "data-testid": "tm-play-confirm", disabled: !interactive,
        onclick: play }, t("tm.board.play_card"))));
}

function chosenCard(card, board, t, interactive, send) {
  return [
    h("div", { class: "tm-chosen-head" },
      h("h3", { class: "tm-chosen-name" }, cardName(t, card.id)),
      h("p", { class: "tm-pay-title" }, t("tm.board.price", { price: card.price, cost: card.cost }))),
    card.unmet ? h("p", { class: "tm-unmet", role: "note" }, t("tm.board.unmet", { req: t(card.unmet) })) : null,
    // scrolls when long: reachable from the keyboard
    h("div", { class: "tm-chosen-does", tabindex: "0", role: "region", "aria-label": t("tm.cards.does_title", { card: cardName(t, card.id) }) },
      cardPreview(card, t)),
    payBlock(card, board, t, interactive, send),
  ];
}

function sellBlock(board, t, interactive, send) {
  const most = board.hand;
  if (!most) return null;
  if (pick.sell > most) pick.sell = most;
  return h("div", { class: "tm-sell" },
    stepper({ id: "tm-sell", label: t("tm.board.sell_count"), value: pick.sell, min: 1, max: most, disabled: !interactive,
      onChange: (v) => { pick.sell = v; } }),
    h("button", { type: "button", class: "btn", "data-testid": "tm-sell", disabled: !interactive,
      onclick: () => send({ type: "sell", count: pick.sell }) }, t("tm.board.sell")));
}

// Nothing chosen yet: how to find the card, and the other things done with cards in hand.
function idle(board, t, interactive, send) {
  return [
    h("p", { class: "hint tm-pick-hint" }, t("tm.picker.choose")),
    h("section", { class: "tm-other", "aria-label": t("tm.picker.other") },
      h("h4", {}, t("tm.picker.other")),
      sellBlock(board, t, interactive, send),
      h("details", { class: "tm-effects" },
        h("summary", {}, t("tm.board.effects_title")),
        h("p", { class: "hint" }, t("tm.picker.effects_hint")),
        h("div", { class: "tm-effect-buttons" }, board.effects.map((e, i) => h("button", {
          type: "button", class: "btn", "data-testid": `tm-effect-${i}`, disabled: !interactive, onclick: () => send(e.action),
        }, t(e.label)))))),
  ];
}

export function cardPicker(board, { t, interactive, send }) {
  const catalog = board.catalog;
  const byId = new Map(catalog.map((c) => [c.id, c]));
  if (pick.card && !byId.has(pick.card)) resetPicker();
  const list = h("ul", { class: "tm-matches", id: "tm-matches" });
  const detail = h("div", { class: "tm-chosen", "data-testid": "tm-chosen", "aria-live": "polite" });
  const root = h("section", { class: "tm-picker", "aria-label": t("tm.board.cards_title", { n: board.hand }) });
  const hint = h("p", { class: "hint tm-find-hint" });
  function drawList() {
    clear(list);
    const found = matches(catalog, pick.query, [], undefined, t);
    // the chosen card stays listed while the search still finds it, else it heads the list
    const chosen = pick.card && !found.some((c) => c.id === pick.card) ? [byId.get(pick.card)] : [];
    [...chosen, ...found].forEach((c) => list.append(matchButton(c, t, interactive, c.id === pick.card, choose)));
    hint.textContent = pick.query.trim() && !found.length ? t("tm.picker.none_found", { query: pick.query.trim() })
      : t("tm.picker.find_hint");
  }
  function drawDetail() {
    clear(detail);
    const card = pick.card ? byId.get(pick.card) : null;
    root.dataset.chosen = card ? card.id : "";
    detail.append(...(card ? chosenCard(card, board, t, interactive, send) : idle(board, t, interactive, send)).filter(Boolean));
  }
  function choose(id) {
    pick.card = id;
    delete root.dataset.searching;
    const proposal = byId.get(id).pay;
    pick.pay = Object.fromEntries(METALS.map((k) => [k, proposal[k] || 0]));
    drawList();
    drawDetail();
    // the card, its payment and "Pay and play" in view (a narrow embed's page scrolls)
    reveal(detail.querySelector("[data-testid=tm-play-confirm]") || detail);
  }
  // Typing again after a choice brings the other matches back (one column hides them).
  const box = searchBox(t, "tm-card-search", pick.query, (v) => { pick.query = v; root.dataset.searching = "1"; drawList(); });
  drawList();
  drawDetail();
  root.append(
    h("div", { class: "tm-find" },
      h("h3", {}, t("tm.board.cards_title", { n: board.hand })), box, hint, list),
    detail);
  return root;
}
