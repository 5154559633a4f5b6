// The dice the table draws: the pad where the player enters physical dice or asks the app
// to roll, and the tray showing the dice rolled. Drawn by table-view.js; no rule here.
import { h, clear } from "./dom.js";
import { t } from "./i18n.js";
import { dieSvg, faceName } from "./dice.js";
import { confirmDialog } from "./widgets.js";

// Dice entered but not yet confirmed survive a redraw of the same step (a language switch,
// a counter saved meanwhile): they are the player's, not the screen's.
const drafts = new Map();

export function dicePad(p, handlers, interactive, step) {
  const key = `${step}:${p.set}:${JSON.stringify(p.action)}`;
  if (!drafts.has(key)) { drafts.clear(); drafts.set(key, []); }
  const entered = drafts.get(key);
  const single = p.count === 1;
  const wrap = h("div", { class: `dice-pad${single ? " single" : ""}`, "data-count": p.count });
  // Once a face is entered, confirming it is the main answer; rolling instead asks first,
  // so the player's dice are never thrown away by one tap.
  const roll = h("button", {
    type: "button", class: "btn big primary", "data-testid": "roll-for-me", disabled: !interactive,
    onclick: async () => {
      if (entered.length && !(await confirmDialog(t("ui.roll_instead"), t("ui.roll_instead_text", { n: entered.length }), t("ui.roll_for_me")))) return;
      handlers.send({ ...p.action, faces: null });
    },
  }, t("ui.roll_for_me"));
  const tray = h("div", { class: "entered", "aria-live": "polite" });
  const left = h("span", { class: "left" });
  const confirm = h("button", {
    type: "button", class: "btn big", "data-testid": "dice-confirm", disabled: true,
    onclick: () => handlers.send({ ...p.action, faces: entered.slice() }),
  }, t("ui.dice_confirm"));
  // One die: its face is the answer, one tap.
  const pick = (face) => {
    if (single) { handlers.send({ ...p.action, faces: [face] }); return; }
    if (entered.length < p.count) { entered.push(face); refresh(); }
  };
  const faces = h("div", { class: "face-buttons", role: "group", "aria-label": t("ui.enter_dice") },
    p.faces.map((face) => h("button", {
      type: "button", class: "face-btn", "data-face": face, disabled: !interactive,
      "aria-label": t(single ? "ui.pick_die" : "ui.add_die", { face: faceName(p.set, face) }),
      onclick: () => pick(face),
    }, dieSvg(p.set, face, { size: 48, white: Boolean(p.white) }))));
  function refresh() {
    clear(tray);
    entered.forEach((face, i) => tray.append(h("button", {
      type: "button", class: "entered-die", "aria-label": t("ui.remove_die", { face: faceName(p.set, face) }),
      onclick: () => { entered.splice(i, 1); refresh(); },
    }, dieSvg(p.set, face, { size: 40, white: Boolean(p.white) }))));
    left.textContent = t("ui.dice_left", { n: p.count - entered.length });
    confirm.disabled = !interactive || entered.length !== p.count;
    faces.querySelectorAll("button").forEach((b) => { b.disabled = !interactive || entered.length >= p.count; });
    wrap.classList.toggle("entering", entered.length > 0);
    roll.classList.toggle("primary", entered.length === 0);
    confirm.classList.toggle("primary", entered.length > 0);
  }
  refresh();
  wrap.append(h("div", { class: "pad-row" }, roll, h("span", { class: "or" }, t(single ? "ui.or_tap_die" : "ui.or_enter", { n: p.count }))), faces);
  if (!single) wrap.append(h("div", { class: "pad-row entered-row" }, tray, left, confirm));
  return wrap;
}

// fresh: the dice were rolled by the step that led here (they pop in once, not on every redraw)
export function diceTray(dice, fresh) {
  // The result the bot resolves: every die counts, none is shown as "not kept".
  if (dice.final) {
    return h("section", { class: `dice-tray final${fresh ? " fresh" : ""}`, id: "dice-tray", "aria-label": t(dice.label) },
      h("h3", {}, t(dice.label)),
      h("div", { class: "dice-row result" }, h("span", { class: "dice-row-title" }, t("ui.dice_result")),
        h("div", { class: "dice-list" }, dice.dice.map((d) => dieSvg(dice.set, d.face, { white: d.white, size: 40 })))));
  }
  const kept = dice.dice.filter((d) => d.kept);
  const rolled = dice.dice.filter((d) => !d.kept);
  const row = (list, cls, title) => list.length ? h("div", { class: `dice-row ${cls}` },
    kept.length ? h("span", { class: "dice-row-title" }, title) : null,
    h("div", { class: "dice-list" }, list.map((d) => dieSvg(dice.set, d.face, { white: d.white, kept: d.kept, size: 40 })))) : null;
  return h("section", { class: `dice-tray${fresh ? " fresh" : ""}`, id: "dice-tray", "aria-label": t(dice.label) },
    h("h3", {}, t(dice.label)),
    row(kept, "kept", t("ui.dice_kept", { n: kept.length })),
    row(rolled, "rolled", t("ui.dice_rerolled", { n: rolled.length })));
}
