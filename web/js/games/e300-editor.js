// 300: Earth & Water, the city editor: tapping a city opens big − / + buttons for its
// counts; they change a draft, and "Done" sends the whole edit as one engine action (one
// undo, one log line). Nothing in the panel moves between two taps: the "not yet saved"
// line and the Cancel button have their place from the first moment.
import { h } from "../dom.js";

export const editorState = { city: null }; // the city whose editor is open; survives redraws
// The open editor's counts, not sent yet: {city, base: {id: n}, values: {id: n}}.
let draft = null;
// The way to close the editor (records the draft), for the guard below.
const live = { close: null };

export function closeEditor() {
  draft = null;
  editorState.city = null;
}

function cityValues(city) {
  return Object.fromEntries(city.edit.map((item) => [item.id, item.value]));
}

function draftChanges(city) {
  // {side: {kind: n}} of the counts the draft changed.
  const units = {};
  for (const item of city.edit) {
    const value = draft.values[item.id];
    if (value === item.value) continue;
    const { side, kind } = item.action;
    units[side] = { ...(units[side] || {}), [kind]: value };
  }
  return units;
}

export function isDirty() {
  return Boolean(draft && Object.keys(draft.values).some((id) => draft.values[id] !== draft.base[id]));
}

// Send the draft (if it changed anything) as one action and close the editor.
function commit(city, send) {
  const units = draft && draft.city === city.id ? draftChanges(city) : {};
  closeEditor();
  if (Object.keys(units).length) send({ type: "set_city", city: city.id, units });
}

// While an edit is not sent, a tap anywhere else first records it (and does nothing
// else, as a tap outside an open popover closes it): no edit is lost behind another action.
function guard(ev) {
  if (!isDirty() || !live.close) return;
  const editorEl = document.getElementById("e300-editor");
  if (!editorEl) return;
  if (editorEl.contains(ev.target)) return;
  ev.preventDefault();
  ev.stopPropagation();
  live.close();
}
if (typeof document !== "undefined") document.addEventListener("click", guard, true);

// The counts the draft starts from moved under it (the step of an edit sent just before
// came back): each tap made since is kept, counted from the new counts.
function rebase(base) {
  const values = {};
  for (const id of Object.keys(base)) values[id] = base[id] + (draft.values[id] - draft.base[id]);
  draft = { ...draft, base, values };
}

export function editor(board, t, interactive, send, redraw, viewH) {
  const city = board.cities.find((c) => c.id === editorState.city);
  if (!city) { live.close = null; return null; }
  const base = cityValues(city);
  if (!draft || draft.city !== city.id) draft = { city: city.id, base, values: { ...base } };
  else if (Object.keys(base).some((id) => base[id] !== draft.base[id])) rebase(base);
  const close = () => { commit(city, send); redraw(); };
  live.close = close;
  const cells = city.edit.map((item) => {
    const value = Math.min(item.max, Math.max(item.min, draft.values[item.id]));
    draft.values[item.id] = value;
    const change = (delta) => {
      draft.values[item.id] = Math.min(item.max, Math.max(item.min, value + delta));
      redraw();
    };
    const label = `${t(city.name)} — ${t(item.label)}`;
    return h("div", { class: `e300-edit side-${item.action.side}${value !== item.value ? " changed" : ""}`, "data-counter": item.id },
      h("span", { class: "edit-label", id: `lbl-${item.id}` },
        h("span", { class: "side-letter" }, t(`e300.board.letter.${item.action.side}`)), " ", t(item.label)),
      h("div", { class: "edit-row" },
        h("button", { type: "button", class: "stepper-btn", "data-testid": `${item.id}-minus`, "aria-label": t("ui.decrease", { label }),
          disabled: !interactive || value <= item.min, onclick: () => change(-1) }, "−"),
        h("output", { class: "stepper-value", id: `val-${item.id}`, "aria-labelledby": `lbl-${item.id}` }, String(value)),
        h("button", { type: "button", class: "stepper-btn", "data-testid": `${item.id}-plus`, "aria-label": t("ui.increase", { label }),
          disabled: !interactive || value >= item.max, onclick: () => change(1) }, "+")));
  });
  const dirty = isDirty();
  const title = t(`e300.board.edit_${board.edit_mode || "correct"}`, { city: t(city.name) });
  // The panel covers the half of the map away from the city being edited.
  const where = city.y < viewH / 2 ? "at-bottom" : "at-top";
  return h("section", { class: `e300-editor ${where}`, id: "e300-editor", "data-city": city.id,
    "data-dirty": dirty ? "1" : "0", "aria-label": title },
    h("div", { class: "editor-head" }, h("h3", {}, title),
      // Kept in place while hidden: Done never slides when Cancel appears.
      h("button", { type: "button", class: `btn${dirty ? "" : " idle"}`, "data-testid": "e300-editor-cancel",
        "aria-hidden": dirty ? null : "true", tabindex: dirty ? null : "-1",
        onclick: () => { if (!isDirty()) return; closeEditor(); redraw(); } }, t("e300.board.cancel")),
      h("button", { type: "button", class: `btn${dirty ? " primary" : ""}`, "data-testid": "e300-editor-close",
        disabled: dirty && !interactive, onclick: close },
      t(dirty ? "e300.board.done" : "e300.board.close"))),
    h("p", { class: `editor-pending${dirty ? "" : " idle"}`, role: "status", "aria-hidden": dirty ? null : "true" },
      t("e300.board.pending")),
    h("div", { class: "editor-cells" }, cells));
}
