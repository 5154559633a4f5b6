// Terraforming Mars (solo): finding a project card by what the player sees on the
// physical card — its number, its name as printed in their edition or in English (case,
// accents and punctuation ignored, the words in any order), or its cost. Shared by the
// set-up's revealed cards (tm-setup.js) and the card list (tm-picker.js). The words come
// from the catalog key the build makes for each card (tm.card_search.<number>).
import { h } from "../dom.js";

export const MAX_MATCHES = 8;

export function norm(text) {
  return String(text).toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss").replace(/œ/g, "oe").replace(/æ/g, "ae")
    .replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

// The words a card is found by: its name in the player's language and in English.
function words(card, t) {
  const key = `tm.card_search.${card.id}`;
  const found = t ? t(key) : "";
  const english = typeof card.name === "string" ? card.name : "";
  return norm(found && !found.startsWith("⟦") ? `${found} ${english}` : english);
}

function byNumber(card, q) {
  const digits = q.replace(/^(?:no|nº|nr|n) /, "");
  return /^\d{1,3}$/.test(digits) && card.id === digits.padStart(3, "0");
}

// `t`: the page's t(), for the names in the player's language.
export function matches(catalog, query, skip = [], most = MAX_MATCHES, t = null) {
  const q = norm(query);
  if (!q) return [];
  const parts = q.split(" ");
  return catalog.filter((c) => !skip.includes(c.id)
    && (byNumber(c, q) || String(c.cost) === q || parts.every((w) => words(c, t).includes(w)))).slice(0, most);
}

// The box keeps what was typed across the table's redraws (`value`); each key calls onInput.
export function searchBox(t, id, value, onInput) {
  return h("input", { type: "search", id, class: "tm-search", autocomplete: "off", value, enterkeyhint: "search",
    placeholder: t("tm.board.search_placeholder"), "aria-label": t("tm.board.search_label"),
    "aria-controls": "tm-matches", oninput: (ev) => onInput(ev.target.value) });
}

// Cards and corporations as printed in the player's edition: tm.card.<number> (the name
// and the number), tm.corp.<id>; `named` takes what the engine sends for a name, a message
// ({key: "tm.card.025"}) or, from older engines, a plain text.
export function cardName(t, id) {
  return t(`tm.card.${id}`);
}

export function named(t, value) {
  return value && typeof value === "object" ? t(value) : String(value || "");
}
