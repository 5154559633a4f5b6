// The setup form, built from the engine's options schema (cached so it shows before
// Python is ready), plus the seed that lets a game be replayed exactly.
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { stepper } from "./widgets.js";
import { randomSeed } from "./store.js";
import { setupExtraFor } from "./games/registry.js";

export function renderSetup(root, game, schema, { ready, onStart, onBack }) {
  const values = {};
  const fields = (schema || []).map((f) => field(f, values, ready));
  const extra = setupExtraFor(game);
  const seedInput = h("input", { id: "seed", name: "seed", type: "text", inputmode: "numeric", autocomplete: "off",
    maxlength: 200, value: randomSeed(), class: "seed-input" });
  const error = h("p", { class: "form-error", id: "setup-error", role: "alert" });
  const start = h("button", { type: "submit", class: "btn big primary", id: "start-game", disabled: !ready }, t("ui.start"));
  const form = h("form", {
    class: "setup", onsubmit: async (ev) => {
      ev.preventDefault();
      const problem = await onStart(values, seedInput.value.trim());
      error.textContent = problem ? t(problem) : "";
      // The form was scrolled down to its Start button: the table opens at its top.
      if (!problem) window.scrollTo(0, 0);
    },
  },
  h("h2", {}, t(`${game}.name`)),
  h("p", { class: "tagline" }, t(`${game}.tagline`)),
  fields,
  extra ? extra(values, t) : null,
  h("div", { class: "field" }, h("label", { for: "seed" }, t("ui.seed")), seedInput, h("p", { class: "hint" }, t("ui.seed_hint"))),
  error,
  h("div", { class: "form-actions" },
    onBack ? h("button", { type: "button", class: "btn", onclick: onBack }, t("ui.back")) : null, start),
  ready ? null : h("p", { class: "hint" }, t("ui.wait_engine")));
  root.append(form);
}

function field(f, values, ready) {
  if (f.type === "data") return null; // structured settings a game edits on its table, not here
  values[f.id] = f.default;
  if (f.type === "choice") {
    const name = `opt-${f.id}`;
    return h("fieldset", { class: "field choice-field" },
      h("legend", {}, t(f.label)),
      h("div", { class: "segmented" }, f.choices.map((c) => {
        const id = `${name}-${c.value}`;
        return h("label", { for: id, class: "seg" },
          h("input", { type: "radio", id, name, value: c.value, checked: c.value === f.default,
            onchange: () => { values[f.id] = c.value; } }),
          h("span", {}, t(c.label)));
      })));
  }
  if (f.type === "bool") {
    const id = `opt-${f.id}`;
    return h("div", { class: "field" }, h("label", { for: id, class: "switch" },
      h("input", { type: "checkbox", id, checked: Boolean(f.default), onchange: (ev) => { values[f.id] = ev.target.checked; } }),
      h("span", {}, t(f.label))));
  }
  if (f.type === "number") {
    return h("div", { class: "field" }, stepper({ id: `opt-${f.id}`, label: t(f.label), value: f.default,
      min: f.min, max: f.max, onChange: (v) => { values[f.id] = v; } }));
  }
  const id = `opt-${f.id}`;
  return h("div", { class: "field" }, h("label", { for: id }, t(f.label)),
    h("input", { type: "text", id, value: f.default || "", maxlength: 200, oninput: (ev) => { values[f.id] = ev.target.value; } }));
}
