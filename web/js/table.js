// The table screen: what the bot says, the one question, the picture, the counters,
// and the bar that never moves (undo, redo, log, menu). It renders an engine view and
// sends actions back; it decides no rule.
import { h, clear } from "./dom.js";
import { t, ruleLabel } from "./i18n.js";
import { dieSvg, faceName } from "./dice.js";
import { ruleChip, stepper } from "./widgets.js";
import { widgetFor } from "./games/registry.js";

// handlers: {send(action), undo(), redo(), openLog(), openMenu()}; interactive=false while
// the engine loads (a resumed game is shown from its saved view, read-only).
export function renderTable(root, view, handlers, interactive) {
  clear(root);
  const screen = h("div", { class: "table-screen", "data-game": view.game, "data-step": view.step });
  const side = h("div", { class: "side" }, instructionPanel(view, handlers), statusPanel(view, handlers), promptPanel(view, handlers, interactive));
  const picture = h("section", { class: "picture", "aria-label": t("ui.picture") });
  if (view.dice) picture.append(diceTray(view.dice));
  const widget = widgetFor(view.board && view.board.widget);
  if (widget) picture.append(widget(view.board, { t, interactive, send: handlers.send }));
  screen.append(side, picture);
  if (view.controls && view.controls.length) screen.append(controlsPanel(view, handlers, interactive));
  root.append(screen, bottomBar(view, handlers, interactive));
}

function instructionPanel(view, handlers) {
  const ins = view.instruction;
  return h("section", { class: "bot-says", "aria-live": "polite", "aria-label": t("ui.bot_says") },
    h("p", { class: "instruction", id: "instruction" }, ins ? t(ins.msg) : t("ui.nothing_to_do")),
    ins && ins.rule ? ruleChip(ins.rule) : null,
    handlers.repeat ? handlers.repeat(view) : null);
}

function statusPanel(view, handlers) {
  const st = view.status || {};
  if (!st.over) return null;
  return h("section", { class: `game-over winner-${st.winner || "none"}`, role: "alert", id: "game-over" },
    h("p", { class: "over-title" }, t(st.winner === "bot" ? "ui.bot_won" : st.winner === "player" ? "ui.player_won" : "ui.game_over")),
    st.reason ? h("p", {}, t(st.reason)) : null,
    handlers.logPlay ? handlers.logPlay(view) : null,
    h("p", { class: "hint" }, t("ui.undo_past_end")));
}

function promptPanel(view, handlers, interactive) {
  const p = view.prompt || { kind: "none" };
  const box = h("section", { class: `prompt prompt-${p.kind}`, id: "prompt", "aria-label": t("ui.question") });
  if (p.msg) box.append(h("p", { class: "prompt-msg" }, t(p.msg), " ", p.rule ? ruleChip(p.rule) : null));
  if (p.kind === "choice") {
    box.append(h("div", { class: "choices" }, p.choices.map((c, i) => h("button", {
      type: "button", class: `btn big${c.primary ? " primary" : ""}`, disabled: !interactive,
      "data-testid": `choice-${i}`, onclick: () => handlers.send(c.action),
    }, t(c.label)))));
  } else if (p.kind === "dice") {
    box.append(dicePad(p, handlers, interactive, view.step));
  } else if (p.kind === "numbers") {
    box.append(numbersForm(p, handlers, interactive));
  }
  return box;
}

// Dice entered but not yet confirmed survive a redraw of the same step (a language switch,
// a counter saved meanwhile): they are the player's, not the screen's.
const drafts = new Map();

function dicePad(p, handlers, interactive, step) {
  const key = `${step}:${p.set}:${JSON.stringify(p.action)}`;
  if (!drafts.has(key)) { drafts.clear(); drafts.set(key, []); }
  const entered = drafts.get(key);
  const wrap = h("div", { class: "dice-pad", "data-count": p.count });
  const roll = h("button", {
    type: "button", class: "btn big primary", "data-testid": "roll-for-me", disabled: !interactive,
    onclick: () => handlers.send({ ...p.action, faces: null }),
  }, t("ui.roll_for_me"));
  const tray = h("div", { class: "entered", "aria-live": "polite" });
  const left = h("p", { class: "left" });
  const confirm = h("button", {
    type: "button", class: "btn big", "data-testid": "dice-confirm", disabled: true,
    onclick: () => handlers.send({ ...p.action, faces: entered.slice() }),
  }, t("ui.dice_confirm"));
  const faces = h("div", { class: "face-buttons", role: "group", "aria-label": t("ui.enter_dice") },
    p.faces.map((face) => h("button", {
      type: "button", class: "face-btn", "data-face": face, disabled: !interactive,
      "aria-label": t("ui.add_die", { face: faceName(p.set, face) }),
      onclick: () => { if (entered.length < p.count) { entered.push(face); refresh(); } },
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
  }
  refresh();
  wrap.append(roll, h("p", { class: "or" }, t("ui.or_enter", { n: p.count })), faces, tray, left, confirm);
  return wrap;
}

function numbersForm(p, handlers, interactive) {
  const values = {};
  const fields = p.fields.map((f) => {
    values[f.id] = f.value;
    return stepper({ id: `num-${f.id}`, label: t(f.label), value: f.value, min: f.min, max: f.max,
      disabled: !interactive, onChange: (v) => { values[f.id] = v; } });
  });
  return h("div", { class: "numbers" }, fields, h("button", {
    type: "button", class: "btn big primary", "data-testid": "numbers-confirm", disabled: !interactive,
    onclick: () => handlers.send({ ...p.action, values: { ...values } }),
  }, t("ui.confirm")));
}

function diceTray(dice) {
  const kept = dice.dice.filter((d) => d.kept);
  const rolled = dice.dice.filter((d) => !d.kept);
  const row = (list, cls, title) => list.length ? h("div", { class: `dice-row ${cls}` },
    kept.length ? h("span", { class: "dice-row-title" }, title) : null,
    h("div", { class: "dice-list" }, list.map((d) => dieSvg(dice.set, d.face, { white: d.white, kept: d.kept })))) : null;
  return h("section", { class: "dice-tray", id: "dice-tray", "aria-label": t(dice.label) },
    h("h3", {}, t(dice.label)),
    row(kept, "kept", t("ui.dice_kept", { n: kept.length })),
    row(rolled, "rolled", t("ui.dice_rerolled", { n: rolled.length })));
}

function controlsPanel(view, handlers, interactive) {
  const panel = h("section", { class: "controls", id: "controls", "aria-label": t("ui.counters") });
  for (const group of view.controls) {
    panel.append(h("h3", {}, t(group.title)), h("div", { class: "stepper-grid" }, group.items.map((item) =>
      stepper({ id: item.id, label: t(item.label), value: item.value, min: item.min, max: item.max,
        disabled: !interactive || (view.status && view.status.over),
        onChange: (v) => handlers.sendCounter(item, v) }))));
  }
  return panel;
}

function bottomBar(view, handlers, interactive) {
  const btn = (id, label, fn, enabled) => h("button", {
    type: "button", class: "bar-btn", id, disabled: !enabled, onclick: fn,
  }, label);
  const saved = handlers.saveState || "saved";
  return h("nav", { class: "bottom-bar", "aria-label": t("ui.game_bar") },
    btn("undo", t("ui.undo"), handlers.undo, interactive && view.can_undo),
    btn("redo", t("ui.redo"), handlers.redo, interactive && view.can_redo),
    btn("open-log", t("ui.log"), handlers.openLog, true),
    btn("open-menu", t("ui.menu"), handlers.openMenu, true),
    // Quiet, and only after the browser confirmed the write: "saved" is never a promise.
    h("span", { class: "save-state", id: "save-state", role: "status", "data-state": saved }, t(`ui.save_${saved}`)));
}

// The log as plain text, for download and for reading in full.
export function logLines(lines) {
  return (lines || []).map((e) => {
    const rule = e.rule ? ` [${ruleLabel(e.rule)}]` : "";
    return `${e.at}. ${t(e.msg)}${rule}`;
  });
}
