// Terraforming Mars (solo): the cards in play — their resources (animals, microbes,
// science, fighters) with a counter each, their VP now, their ongoing effect and their
// blue actions as buttons — and what a card will do, shown before the player pays for
// it. The engine says every word (msgs) and decides every rule; this draws and sends.
import { h } from "../dom.js";
import { ruleChip, stepper } from "../widgets.js";
import { cardName } from "./tm-search.js";

const TYPE_LETTER = { automated: "A", active: "B", event: "E" };

// Metals or heat the player puts toward a blue action's M€, kept across redraws.
const payFor = {};

function key(action) {
  return `${action.card}:${action.option === undefined ? "" : action.option}`;
}

// ---------- before paying: what the card does ----------
export function cardPreview(card, t) {
  if (!card.does) return null;
  const name = cardName(t, card.id);
  return h("section", { class: "tm-preview", "aria-label": t("tm.cards.does_title", { card: name }), "data-card": card.id },
    h("h4", {}, t("tm.cards.does_title", { card: name })),
    card.blocked ? h("p", { class: "tm-blocked", role: "note", "data-testid": "tm-blocked" },
      h("span", { class: "tm-stop", "aria-hidden": "true" }, "!"), " ", t("tm.cards.blocked", { why: t(card.blocked) })) : null,
    h("ul", { class: "tm-does", "data-testid": "tm-does" }, card.does.map((d) => h("li", {},
      h("span", {}, t(d.msg)), d.rule ? [" ", ruleChip(d.rule)] : null))));
}

// ---------- the cards in play ----------
// Taps on a card's resources are gathered like the table's own counters ("+ + +" is one
// change, and a quick second tap is never lost to a redraw).
function resourceRow(c, t, interactive, send, sendCounter) {
  const r = c.resource;
  const item = { id: `res-${c.id}`, action: { type: "set", counter: r.counter } };
  return h("div", { class: "tm-card-res", "data-resource": r.type },
    stepper({
      id: `res-${c.id}`, label: t(r.label), value: r.n, min: 0, max: 999, disabled: !interactive,
      onChange: (v) => (sendCounter ? sendCounter(item, v) : send({ ...item.action, value: v })),
    }));
}

// The payment starts from the engine's proposal (p.value); the player's changes hold
// until the proposal itself changes (more M€, fewer metals...).
function payRow(a, t, interactive) {
  const k = key(a.action);
  const base = JSON.stringify(a.pay);
  if (!payFor[k] || payFor[k].base !== base) {
    payFor[k] = { base, values: Object.fromEntries(a.pay.map((p) => [p.res, p.value || 0])) };
  }
  const values = payFor[k].values;
  return a.pay.map((p) => stepper({
    id: `act-${a.action.card}-${p.res}`, label: t("tm.cards.pay_with", { res: t(`tm.counter.${p.res}`), worth: p.worth }),
    value: values[p.res], min: 0, max: p.max, disabled: !interactive,
    onChange: (v) => { values[p.res] = v; },
  }));
}

function actionButton(c, a, t, interactive, send) {
  const used = c.used;
  const label = t(a.label);
  const name = cardName(t, c.id);
  const send_ = () => {
    const action = { ...a.action };
    const chosen = payFor[key(a.action)];
    for (const [res, n] of Object.entries(chosen ? chosen.values : {})) if (n) action[res] = n;
    delete payFor[key(a.action)];
    send(action);
  };
  return h("div", { class: `tm-action${used ? " used" : ""}` },
    h("button", {
      type: "button", class: "btn tm-action-btn", disabled: !interactive || Boolean(a.why),
      "data-testid": `tm-action-${c.id}${a.action.option === undefined ? "" : `-${a.action.option}`}`,
      "aria-label": used ? t("tm.cards.action_used_aria", { card: name, action: label }) : t("tm.cards.action_aria", { card: name, action: label }),
      onclick: send_,
    }, used ? h("span", { class: "tm-mark", "aria-hidden": "true" }, "✓ ") : null, label),
    used ? h("span", { class: "tm-used" }, t("tm.cards.used")) : (a.why ? h("span", { class: "tm-why" }, t(a.why)) : null),
    !used && !a.why && a.pay.length ? h("div", { class: "tm-action-pay" }, payRow(a, t, interactive)) : null);
}

function cardItem(c, t, interactive, send, sendCounter) {
  return h("li", { class: `tm-inplay-card type-${c.type}${c.used ? " used" : ""}`, "data-card": c.id },
    h("div", { class: "tm-inplay-head" },
      h("span", { class: "tm-type", title: t(`tm.cards.type.${c.type}`), "aria-hidden": "true" }, TYPE_LETTER[c.type]),
      h("span", { class: "visually-hidden" }, t(`tm.cards.type.${c.type}`)),
      h("b", { class: "tm-inplay-name" }, cardName(t, c.id)),
      c.tags.length ? h("span", { class: "tags" }, c.tags.map((tag) => t(`tm.tag.${tag}`)).join(" · ")) : null,
      c.vp ? h("span", { class: "tm-vp", "data-testid": `tm-vp-${c.id}`, "data-vp": c.vp }, t("tm.cards.vp", { n: c.vp })) : null),
    c.effect ? h("p", { class: "tm-effect" }, t("tm.does.effect", { what: c.effect })) : null,
    c.resource ? resourceRow(c, t, interactive, send, sendCounter) : null,
    c.actions.length ? h("div", { class: "tm-actions" }, c.actions.map((a) => actionButton(c, a, t, interactive, send))) : null);
}

function scoreNow(s, t) {
  if (!s) return null;
  return h("p", { class: "tm-score-now", "data-testid": "tm-score-now", "data-total": s.total },
    t("tm.cards.score_now", { total: s.total, tr: s.tr, greeneries: s.greeneries, cities: s.cities, cards: s.cards }));
}

// The player's tags in play, each with its count (requirements and awards read them).
export function tagTotals(tags, t) {
  return h("p", { class: "tm-tags", "data-testid": "tm-tags" }, h("span", { class: "tm-tags-title" }, t("tm.cards.tags_title")),
    (tags || []).length ? tags.map((x) => h("span", { class: `tm-tag tag-${x.tag}`, "data-tag": x.tag, "data-n": x.n },
      t(`tm.tag.${x.tag}`), " ", h("b", {}, String(x.n))))
      : h("span", { class: "hint" }, t("tm.cards.no_tags")));
}

export function cardsInPlayPanel(board, { t, interactive, send, sendCounter }) {
  const cards = board.in_play || [];
  if (!board.corp) return null;
  const live = interactive && board.phase === "action" && !board.waiting;
  const kept = cards.filter((c) => c.type !== "event");
  const events = cards.filter((c) => c.type === "event");
  return h("section", { class: "tm-panel tm-inplay", "aria-label": t("tm.cards.inplay_title", { n: kept.length }) },
    h("h3", {}, t("tm.cards.inplay_title", { n: kept.length })),
    tagTotals(board.tags, t),
    scoreNow(board.score_now, t),
    kept.length ? h("ul", { class: "tm-inplay-list", "data-testid": "tm-inplay" }, kept.map((c) => cardItem(c, t, live, send, sendCounter)))
      : h("p", { class: "hint" }, t("tm.cards.none")),
    events.length ? h("details", { class: "tm-events" },
      h("summary", {}, t("tm.cards.events_title", { n: events.length })),
      h("ul", { class: "tm-inplay-list" }, events.map((c) => cardItem(c, t, live, send)))) : null);
}
