// Small shared controls: rule chips, big steppers, dialogs.
import { h, clear } from "./dom.js";
import { t, ruleLabel, ruleText } from "./i18n.js";

export function ruleChip(rule) {
  if (!rule) return null;
  return h("button", {
    type: "button", class: "rule-chip",
    "aria-label": t("ui.rule_open", { rule: ruleLabel(rule) }),
    onclick: () => openDialog(ruleLabel(rule), [h("blockquote", { class: "rule-text", text: ruleText(rule) })]),
  }, "§ ", ruleLabel(rule));
}

// − value + ; a long press repeats; a tap on the value lets the player type it (a card
// cost of 41 is four keys, not six seconds of holding +). onChange(newValue) is called on
// every change.
export function stepper({ id, label, value, min, max, disabled = false, onChange }) {
  let current = value;
  let timer = null;
  let repeat = null;
  const set = (next) => {
    next = Math.min(max, Math.max(min, next));
    if (next === current) { out.textContent = String(current); return; }
    current = next;
    out.textContent = String(current);
    onChange(current);
  };
  const step = (delta) => set(current + delta);
  const out = h("button", {
    type: "button", class: "stepper-value", id: `val-${id}`, "aria-live": "polite", disabled,
    "aria-label": t("ui.type_value", { label }), "data-testid": `${id}-value`,
    onclick: () => typeIn(),
  }, String(value));
  function typeIn() {
    const input = h("input", {
      type: "text", inputmode: "numeric", pattern: "[0-9]*", class: "stepper-input", id: `type-${id}`,
      value: String(current), "aria-label": t("ui.type_value", { label }), maxlength: String(String(max).length + 1),
    });
    let done = false;
    const finish = (keep) => {
      if (done) return;
      done = true;
      input.replaceWith(out);
      const typed = input.value.trim();
      // A value out of range or not a number is refused beside the field, with the range;
      // the counter keeps its value (never clamped: -5 is not 0, 99 is not 13).
      if (keep && typed !== String(current)) {
        if (/^-?[0-9]+$/.test(typed) && Number(typed) >= min && Number(typed) <= max) set(Number(typed));
        else refuse(typed);
      }
      out.focus({ preventScroll: true });
    };
    input.addEventListener("keydown", (e) => {
      if (e.key === "Enter") { e.preventDefault(); finish(true); }
      else if (e.key === "Escape") { e.preventDefault(); finish(false); }
    });
    input.addEventListener("blur", () => finish(true));
    out.replaceWith(input);
    input.focus({ preventScroll: true });
    input.select();
  }
  // Said over the counter itself (not under it: nothing below moves), for a few seconds.
  const note = h("span", { class: "stepper-note", role: "alert", id: `note-${id}` });
  let noteTimer = null;
  function refuse(typed) {
    note.textContent = t(typed === "" || !/^-?[0-9]+$/.test(typed) ? "ui.not_a_number" : "ui.out_of_range", { value: typed, min, max });
    clearTimeout(noteTimer);
    noteTimer = setTimeout(() => { note.textContent = ""; }, 4000);
  }
  const stop = () => { clearTimeout(timer); clearInterval(repeat); timer = repeat = null; };
  const button = (delta, sign, name) => {
    const b = h("button", {
      type: "button", class: "stepper-btn", "aria-label": t(name, { label }),
      "data-testid": `${id}-${delta < 0 ? "minus" : "plus"}`, disabled: disabled,
      onclick: () => { if (b.dataset.held) { delete b.dataset.held; return; } step(delta); },
      onpointerdown: () => {
        timer = setTimeout(() => { b.dataset.held = "1"; repeat = setInterval(() => step(delta), 150); }, 450);
      },
      onpointerup: stop, onpointerleave: stop, onpointercancel: stop,
    }, sign);
    return b;
  };
  return h("div", { class: "stepper", role: "group", "aria-labelledby": `lbl-${id}`, "data-counter": id },
    h("span", { class: "stepper-label", id: `lbl-${id}` }, label), note,
    h("div", { class: "stepper-row" }, button(-1, "−", "ui.decrease"), out, button(1, "+", "ui.increase")));
}

let dialogEl = null;
export function openDialog(title, body, actions = []) {
  if (!dialogEl) {
    dialogEl = h("dialog", { class: "sheet", "aria-labelledby": "dialog-title" });
    // A tap on the shade around the sheet closes it (Escape does too, as for every dialog).
    dialogEl.addEventListener("click", (ev) => {
      if (ev.target !== dialogEl) return;
      const r = dialogEl.getBoundingClientRect();
      if (ev.clientX < r.left || ev.clientX > r.right || ev.clientY < r.top || ev.clientY > r.bottom) dialogEl.close();
    });
    document.body.append(dialogEl);
  }
  clear(dialogEl);
  dialogEl.style.marginTop = ""; // a sheet pinned where it stood (the menu's late line) is centred again
  const close = h("button", { type: "button", class: "btn", onclick: () => dialogEl.close() }, t("ui.close"));
  dialogEl.append(
    h("h2", { id: "dialog-title" }, title),
    h("div", { class: "sheet-body" }, body),
    h("div", { class: "sheet-actions" }, actions, close),
  );
  if (!dialogEl.open) dialogEl.showModal();
  return dialogEl;
}

export function closeDialog() {
  if (dialogEl && dialogEl.open) dialogEl.close();
}

export function confirmDialog(title, text, okLabel) {
  return new Promise((resolve) => {
    const ok = h("button", { type: "button", class: "btn danger", onclick: () => { resolve(true); closeDialog(); } }, okLabel);
    const d = openDialog(title, [h("p", {}, text)], [ok]);
    d.addEventListener("close", () => resolve(false), { once: true });
  });
}
