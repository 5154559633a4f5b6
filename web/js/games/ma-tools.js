// Mars Attacks widget: the reference sheet's dice tools, a two-column attacker / defender
// form for shooting and close combat (each side one of the board's figures, offered
// first, or "another profile…"; the sheet's modifiers as toggles and steppers; the dice
// and their successes), and the forms of the panic, scatter, placement and edge tools.
// A finished test the flow has moved past is drawn the same, read-only (view.tool.shown).
import { h, s } from "../dom.js";
import { openProfiles } from "./ma-profiles.js";
import { miniGrid } from "./ma-mat.js";
import { figureName, profileName, sqName } from "./ma-common.js";

// A field of the form is an edit the question stays on (ctx.edit: no tap guard), and a
// number is a counter (ctx.sendCounter: quick taps add up, sent as one change).
export function toolPanel(board, t, interactive, send, ctx = {}) {
  const tool = board.tool;
  const editable = interactive && !tool.shown && (tool.stage === "form" || tool.stage === "done");
  const edit = ctx.edit || send;
  const set = (field, value) => edit({ type: "tool_set", field, value });
  // Another figure or profile on a side: what was the last one's (its aim, its clear shot,
  // its cards, its panic) does not carry over (the engine's tool_side).
  set.side = (side, value) => edit({ type: "tool_side", side, value });
  set.count = ctx.sendCounter ? (field, value) => ctx.sendCounter({ id: `tool-${field}`, action: { type: "tool_set", field } }, value) : set;
  const box = h("section", { class: `ma-tool tool-${tool.kind}${tool.shown ? " shown" : ""}`, "aria-label": t(`ma.tool.${tool.kind}`),
    "data-stage": tool.stage, "data-testid": "ma-tool" },
    h("h3", {}, t(`ma.tool.${tool.kind}`), tool.shown ? h("span", { class: "tool-shown" }, ` · ${t("ma.board.tool.shown")}`) : null));
  if (tool.kind === "shoot" || tool.kind === "fight") {
    if (tool.square) box.append(h("p", { class: "hint" }, t("ma.board.tool.in_square", { square: tool.square })));
    box.append(h("div", { class: "tool-cols" },
      sideColumn("attacker", board, t, editable, set, send),
      sideColumn("defender", board, t, editable, set, send)));
    if (!tool.shown) box.append(toggleRow([["explode", "ma.board.tool.explode"]], tool.form, t, editable, set));
    if (tool.panic.length) {
      // Whose die each is: the board's figures, else the dice's order (the outcome names them so).
      const names = (tool.panic_names || []).length ? tool.panic_names.map((m) => t(m)) : dieNumbers(tool.panic, t);
      box.append(diceRow(t("ma.board.tool.dice_panic"), tool.panic, tool.panic_hits, t, true, tool.panic.length, names));
    }
  } else {
    if (tool.kind === "panic") {
      box.append(numberField("count", 1, 8, tool.form.count, "ma.board.tool.count", t, editable, set));
    } else if (tool.kind === "scatter") {
      box.append(numberField("distance", 1, 8, tool.form.distance, "ma.board.tool.distance", t, editable, set));
      const origin = tool.form.origin ? tool.form.origin.split(",").map(Number) : null;
      box.append(h("p", { class: "hint" }, origin ? t("ma.board.tool.origin", { square: sqName(origin[0], origin[1]) }) : t("ma.board.tool.origin_none")));
    }
    if (tool.roll.length) {
      const hits = tool.kind === "panic" ? tool.roll.map((f) => Number(f) <= 4) : null;
      box.append(diceRow(t("ma.board.tool.dice"), tool.roll, hits, t, tool.kind === "panic", tool.roll.length,
        tool.kind === "panic" ? dieNumbers(tool.roll, t) : null));
    }
    if ((board.game === "ma_tools" || !board.use_board) && tool.kind !== "panic") box.append(miniGrid(board, t, interactive, send));
  }
  if (tool.stage === "done" && !tool.shown) box.append(againButton(t, interactive, send));
  return box;
}

// The question's own answers for a freeze ray (issue 34): once its test against one
// figure of its square is rolled, the next figures of that square are answers beside
// "Continue", so the player never scrolls the tool to its defender chips. A tap puts the
// figure in the test (its roll is the next question).
export function freezeRayAnswers(view, { t, interactive, edit }) {
  const tool = view.board && view.board.tool;
  if (!tool || tool.shown || tool.kind !== "shoot" || tool.stage !== "done" || !tool.square) return null;
  const current = tool.sides.defender.figure;
  const figs = ((tool.options || {}).defender || []).map((id) => view.board.figures.find((f) => f.id === id))
    .filter((f) => f && f.id !== current && sqName(f.row, f.col) === tool.square);
  if (!figs.length) return null;
  return h("div", { class: "choices freeze-next" }, figs.map((f) => h("button", {
    type: "button", class: "btn big", disabled: !interactive, "data-testid": `freeze-next-${f.id}`,
    onclick: () => edit({ type: "tool_side", side: "defender", value: `fig:${f.id}` }),
  }, t("ma.board.tool.freeze_next", { fig: figureName(f, t) }))));
}

function dieNumbers(faces, t) {
  return faces.map((_f, i) => t("ma.board.tool.die_n", { k: i + 1 }));
}

// "Roll again" lives in the tool, away from the prompt's way on ("Continue…").
function againButton(t, interactive, send) {
  return h("div", { class: "tool-again" }, h("button", {
    type: "button", class: "btn", "data-testid": "tool-again", disabled: !interactive,
    onclick: () => send({ type: "tool_again" }),
  }, "↻ ", t("ma.tool.choice.again")));
}

// Who a side is. The defender: the board's figures the engine offers (the attacker's
// enemies nearest first, the freeze ray's square first), one tap each, then "another
// profile…". The attacker (the acting figure, rarely changed): one list, its camp's
// figures first. A list's face shows the whole name, wrapped; the device's own list opens
// on a tap, lying over it, invisible (ma.css).
function sidePick(side, board, t, editable, set) {
  const tool = board.tool;
  const linked = tool.sides[side].figure;
  const figs = ((tool.options || {})[side] || []).map((id) => board.figures.find((f) => f.id === id)).filter(Boolean);
  const chips = side === "defender" ? figs : [];
  const out = [];
  if (chips.length) {
    out.push(h("div", { class: "side-figs", role: "group", "aria-label": t("ma.board.tool.enemies") },
      chips.map((f) => {
        // a shot: how far each enemy is, and whether the shooter reaches it (issue 34)
        const far = tool.reach && tool.reach[f.id] && !tool.reach[f.id].within ? tool.reach[f.id] : null;
        return h("button", {
          type: "button", class: `btn chip fig-chip side-${f.side}${linked === f.id ? " on" : ""}${far ? " far" : ""}`,
          "aria-pressed": String(linked === f.id), disabled: !editable, "data-testid": `${side}-fig-${f.id}`,
          onclick: () => set.side(side, `fig:${f.id}`),
        }, h("span", { class: "chip-short" }, t(f.short)), figureName(f, t),
        far ? h("span", { class: "chip-far" }, t("ma.board.tool.chip_far", { n: far.d })) : null);
      })));
  }
  const select = h("select", {
    class: "side-select", "data-testid": `tool-${side}`, disabled: !editable, "aria-label": t(`ma.tool.${side}`),
    onchange: (ev) => { if (ev.target.value) set.side(side, ev.target.value); },
  });
  if (chips.length) select.append(h("option", { value: "", selected: Boolean(linked), disabled: true }, t("ma.board.tool.other_profile")));
  const listed = chips.length ? [] : figs;
  const linkedFig = linked ? board.figures.find((f) => f.id === linked) : null;
  if (linkedFig && !chips.length && !listed.includes(linkedFig)) listed.unshift(linkedFig);
  if (listed.length) {
    select.append(h("optgroup", { label: t("ma.board.tool.own_figures") }, listed.map((f) => h("option", {
      value: `fig:${f.id}`, selected: linked === f.id }, figureName(f, t)))));
  }
  const groups = {};
  for (const p of board.profiles) {
    if (tool.kind === "shoot" && side === "attacker" && !p.shoots) continue;
    (groups[p.group] = groups[p.group] || []).push(p);
  }
  for (const [group, list] of Object.entries(groups)) {
    select.append(h("optgroup", { label: t(`ma.group.${group}`) }, list.map((p) => h("option", {
      value: p.id, selected: !linked && tool.form[side] === p.id,
    }, t(p.label)))));
  }
  let face = profileName(board, tool.form[side], t);
  if (linkedFig) face = chips.length ? t("ma.board.tool.other_profile") : figureName(linkedFig, t);
  out.push(h("div", { class: `side-pick${editable ? "" : " disabled"}${linkedFig && chips.length ? " secondary" : ""}` },
    h("span", { class: "side-face", "aria-hidden": "true", "data-testid": `tool-${side}-name` }, face), select));
  return out;
}

function sideColumn(side, board, t, editable, set, send) {
  const tool = board.tool;
  const form = tool.form;
  const n = tool.numbers;
  const isAtt = side === "attacker";
  const stat = isAtt
    ? t("ma.board.tool.stat", { stat: t(`ma.stat.${n.att_stat_name}`), value: n.att_stat, n: n.att_dice })
    : t("ma.board.tool.stat", { stat: t(`ma.stat.${n.def_stat_name}`), value: n.def_stat, n: n.def_dice });
  const col = h("div", { class: `tool-col col-${side}` },
    h("h4", {}, t(`ma.tool.${side}`)), sidePick(side, board, t, editable, set),
    h("p", { class: "stat", "data-testid": `stat-${side}` }, stat));
  // A target beyond the shooter's range is said before the roll, not taken without a word.
  const reach = !isAtt && tool.reach && tool.sides.defender.figure ? tool.reach[tool.sides.defender.figure] : null;
  if (reach && !reach.within && !tool.shown) {
    const range = tool.range || [0, 0];
    col.append(h("p", { class: "tool-warn", role: "alert", "data-testid": "out-of-range" },
      t("ma.board.tool.out_of_range", { n: reach.d, lo: range[0], hi: range[1] })));
  }
  const mods = modsText(n, isAtt, t);
  if (mods) col.append(h("p", { class: "tool-mods", "data-testid": `mods-${side}` }, t("ma.board.tool.mods", { what: mods })));
  if (!tool.shown) {
    col.append(h("button", { type: "button", class: "btn chip tool-abilities", "data-testid": `abilities-${side}`, disabled: !editable,
      "aria-label": t("ma.board.tool.set_abilities", { profile: profileName(board, form[side], t) }),
      onclick: () => openProfiles(board, { t, send, interactive: editable }, { mods: form[side] }) },
    "✎ ", t("ma.board.tool.abilities")));
  }
  // A finished test shows the modifiers it was rolled with, not the ones it was not.
  const flags = toggles(tool.kind, isAtt).filter(([field]) => !tool.shown || form[field]);
  if (flags.length) col.append(toggleRow(flags, form, t, editable, set));
  if (tool.kind === "fight" && !isAtt) {
    col.append(h("div", { class: "mode-row", role: "group", "aria-label": t("ma.board.tool.mode") },
      h("span", { class: "set-label" }, t("ma.board.tool.mode")),
      ["fight", "survive"].map((mode) => h("button", {
        type: "button", class: `btn chip${form.mode === mode ? " on" : ""}`, "aria-pressed": String(form.mode === mode),
        disabled: !editable || (mode === "fight" && form.def_panicked), "data-testid": `mode-${mode}`,
        onclick: () => set("mode", mode),
      }, t(`ma.board.tool.mode.${mode}`)))));
  }
  const extra = isAtt ? "att_extra" : "def_extra";
  if (!tool.shown || form[extra]) {
    col.append(numberField(extra, tool.extra[0], tool.extra[1], form[extra], `ma.board.tool.${extra}`, t, editable, set, true));
  }
  if (tool.kind === "shoot" && !isAtt && !tool.linked.defender) {
    col.append(numberField("others", 0, 8, form.others, "ma.board.tool.others", t, editable, set));
  }
  if (!isAtt && tool.skipped) col.append(h("p", { class: "successes skipped", "data-testid": "defence-skipped" }, t("ma.board.tool.skipped")));
  const faces = isAtt ? tool.att : tool.def;
  if (faces.length) {
    const hits = isAtt ? tool.att_hits : tool.def_hits;
    const row = diceRow(t(isAtt ? "ma.board.tool.dice_att" : "ma.board.tool.dice_def"), faces, hits, t, false,
      isAtt ? n.att_dice : n.def_dice);
    row.append(h("p", { class: "successes", "data-testid": `successes-${side}` }, t("ma.board.tool.successes", { n: hits.filter(Boolean).length }),
      !isAtt && tool.kind === "shoot" && form.armour ? ` · ${t("ma.board.tool.armour_bonus")}` : ""));
    col.append(row);
  }
  return col;
}

function toggles(kind, isAtt) {
  if (kind === "shoot") return isAtt ? [["aim", "ma.board.tool.aim"], ["clear", "ma.board.tool.clear"]] : [["armour", "ma.board.tool.armour"]];
  return isAtt ? [["moved_in", "ma.board.tool.moved_in"], ["att_allies", "ma.board.tool.att_allies"]]
    : [["def_allies", "ma.board.tool.def_allies"], ["def_panicked", "ma.board.tool.def_panicked"]];
}

function modsText(n, isAtt, t) {
  const modDice = isAtt ? n.att_mod_dice : n.def_mod_dice;
  const modHits = isAtt ? n.att_mod_hits : n.def_mod_hits;
  const out = [];
  if (modDice) out.push(t("ma.board.tool.mod_dice", { n: modDice > 0 ? `+${modDice}` : `${modDice}` }));
  if (modHits) out.push(t("ma.board.tool.mod_hits", { n: modHits }));
  if (isAtt && n.pierce) out.push(t("ma.board.tool.pierce"));
  return out.join(" · ");
}

function toggleRow(list, form, t, editable, set) {
  return h("div", { class: "toggle-row" }, list.map(([field, label]) => h("button", {
    type: "button", class: `btn chip${form[field] ? " on" : ""}`, "aria-pressed": String(Boolean(form[field])),
    disabled: !editable, "data-testid": `tool-${field}`, onclick: () => set(field, !form[field]),
  }, (form[field] ? "✓ " : "") + t(label))));
}

function numberField(field, min, max, value, label, t, editable, set, signed = false) {
  const show = (v) => (signed && v > 0 ? `+${v}` : v < 0 ? `−${Math.abs(v)}` : String(v));
  // Quick taps add up here (the value shown at once), sent as one change.
  let current = value;
  const out = h("output", { class: "num-value", "data-testid": `tool-${field}-value` }, show(value));
  const step = (delta) => {
    const next = Math.min(max, Math.max(min, current + delta));
    if (next === current) return;
    current = next;
    out.textContent = show(current);
    minus.disabled = !editable || current <= min;
    plus.disabled = !editable || current >= max;
    (set.count || set)(field, current);
  };
  const minus = h("button", { type: "button", class: "stepper-btn", disabled: !editable || value <= min, "data-testid": `tool-${field}-minus`,
    "aria-label": t("ui.decrease", { label: t(label) }), onclick: () => step(-1) }, "−");
  const plus = h("button", { type: "button", class: "stepper-btn", disabled: !editable || value >= max, "data-testid": `tool-${field}-plus`,
    "aria-label": t("ui.increase", { label: t(label) }), onclick: () => step(1) }, "+");
  return h("div", { class: "num-field", role: "group", "aria-label": t(label) },
    h("span", { class: "set-label" }, t(label)), minus, out, plus);
}

// d8 faces as numbers (a d8 has no pips); a success is filled and ticked, not only coloured.
function diceRow(title, faces, hits, t, panic, base = faces.length, names = null) {
  return h("div", { class: "dice-line" }, h("span", { class: "dice-title" }, title),
    h("div", { class: "d8-list" }, faces.map((face, i) => {
      const hit = hits ? hits[i] : null;
      const result = hit === null ? "" : panic ? t(hit ? "ma.board.tool.panic_yes" : "ma.board.tool.panic_no")
        : t(hit ? "ma.board.tool.success" : "ma.board.tool.fail");
      const svg = s("svg", { viewBox: "0 0 48 48", width: 44, height: 44, role: "img",
        class: `d8${hit ? " hit" : ""}${i >= base ? " bonus" : ""}`,
        "aria-label": t("ma.board.tool.die_aria", { face, result }) });
      svg.append(s("polygon", { points: "14,2 34,2 46,14 46,34 34,46 14,46 2,34 2,14", class: "d8-body" }),
        s("text", { x: 24, y: 31, "text-anchor": "middle", class: "d8-face", text: face }));
      if (hit) svg.append(s("text", { x: 39, y: 14, "text-anchor": "middle", class: "d8-tick", text: "✓" }));
      // A panic die says whose it is and what it did to that figure.
      if (names && names[i]) return h("figure", { class: `d8-named${hit ? " down" : ""}` }, svg, h("figcaption", {}, names[i], hit === null ? "" : ` · ${result}`));
      return svg;
    })));
}
