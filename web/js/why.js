// "Why?": the priority list behind the bot's decision, one tap from its instruction. The
// engine sends it with the view (`view.why`, docs/engine-contract.md "Why"): the entries
// of the seed's procedure in the order the bot went through them, each with the values
// that decided it and whether it held, and the one entry that made the decision. This
// panel only shows them: it decides nothing.
import { h, clear } from "./dom.js";
import { t, ruleLabel } from "./i18n.js";
import { ruleChip } from "./widgets.js";

const MARK = { true: "✔", false: "✘", null: "–" };
let panel = null;

// The button beside the instruction's rule chip, or null when the instruction is no decision.
export function whyButton(view) {
  const why = view && view.why;
  if (!Array.isArray(why) || !why.length) return null;
  const chosen = why.find((e) => e.chosen);
  return h("button", {
    type: "button", class: "why-chip", id: "why-open", "aria-haspopup": "dialog",
    "aria-label": t("why.open_label", { rule: chosen ? ruleLabel(chosen.rule) : "" }),
    onclick: () => openWhy(view),
  }, h("span", { class: "why-word" }, t("why.button")), h("span", { class: "why-short", "aria-hidden": "true" }, "?"));
}

function held(value) {
  return value === true || value === false ? value : null;
}

function entryItem(e, i) {
  const state = String(held(e.held));
  return h("li", { class: `why-entry held-${state}${e.chosen ? " chosen" : ""}`, "data-index": i, "data-held": state },
    h("span", { class: "why-mark", "aria-hidden": "true" }, MARK[state]),
    h("span", { class: "why-body" },
      h("span", { class: "why-state" }, e.chosen ? t("why.chosen") : t(`why.held.${state}`)),
      " ", h("span", { class: "why-text" }, t(e.msg)), " ", ruleChip(e.rule)));
}

function close() {
  if (panel && panel.open) panel.close();
}

// The panel: a modal sheet, closed by its button, by Escape (the dialog's own cancel) and
// by a tap outside it (on the backdrop, which is the dialog element itself: the sheet
// inside fills it).
export function openWhy(view) {
  if (!panel) {
    panel = h("dialog", { class: "why-panel", id: "why-panel", "aria-labelledby": "why-title" });
    panel.addEventListener("click", (ev) => { if (ev.target === panel) close(); });
    document.body.append(panel);
  }
  clear(panel);
  const why = view.why || [];
  const ins = view.instruction;
  const done = h("button", { type: "button", class: "btn", id: "why-close", onclick: close }, t("ui.close"));
  panel.append(h("div", { class: "why-sheet" },
    h("h2", { id: "why-title" }, t("why.title")),
    ins ? h("p", { class: "why-instruction" }, t(ins.msg)) : null,
    h("p", { class: "hint why-legend" }, t("why.legend")),
    h("ol", { class: "why-list", id: "why-list" }, why.map(entryItem)),
    h("div", { class: "sheet-actions" }, done)));
  if (!panel.open) panel.showModal();
  // Long lists (a neutral city counted over forty spaces) open on the entry that decided.
  const chosen = panel.querySelector(".why-entry.chosen");
  if (chosen && typeof chosen.scrollIntoView === "function") chosen.scrollIntoView({ block: "nearest" });
  done.focus({ preventScroll: true });
  return panel;
}
