// Terraforming Mars (solo): finding a project card by what the player sees on the
// physical card — its name (accents and case ignored), its number or its cost. Shared by
// the set-up's revealed cards (tm-setup.js) and the card list (tm-picker.js).
import { h } from "../dom.js";

export const MAX_MATCHES = 8;

function norm(text) {
  return String(text).toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

export function matches(catalog, query, skip = [], most = MAX_MATCHES) {
  const q = norm(query.trim());
  if (!q) return [];
  return catalog.filter((c) => !skip.includes(c.id)
    && (norm(c.name).includes(q) || c.id === q.padStart(3, "0") || String(c.cost) === q)).slice(0, most);
}

// The box keeps what was typed across the table's redraws (`value`); each key calls onInput.
export function searchBox(t, id, value, onInput) {
  return h("input", { type: "search", id, class: "tm-search", autocomplete: "off", value, enterkeyhint: "search",
    placeholder: t("tm.board.search_placeholder"), "aria-label": t("tm.board.search_label"),
    "aria-controls": "tm-matches", oninput: (ev) => onInput(ev.target.value) });
}
