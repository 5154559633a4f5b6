// The table screen: what the bot says, the one question, the picture, the counters,
// and the bar that never moves (undo, redo, log, menu). It renders an engine view and
// sends actions back; it decides no rule.
import { h, clear } from "./dom.js";
import { t, ruleLabel } from "./i18n.js";
import { ruleChip, stepper } from "./widgets.js";
import { dicePad, diceTray } from "./dice-pad.js";
import { widgetFor, controlsPlace, promptFor, promptExtrasFor } from "./games/registry.js";
import { whyButton } from "./why.js";

// handlers: {send(action), undo(), redo(), openLog(), openMenu()}; interactive=false while
// the engine loads (a resumed game is shown from its saved view, read-only). keepScroll:
// the same step drawn again (a counter, an edit, another language): every panel the
// player scrolled (the side, a long list, the counters) stays where it was, so nothing in
// it moves under the finger; a new step opens each panel at its top.
export function renderTable(root, view, handlers, interactive, keepScroll = false) {
  // Read before the old screen goes: only the table's first drawing (from another screen)
  // puts its picture in the next frame; a new step draws it at once, with its question.
  const first = !root.querySelector(":scope > .table-screen");
  const kept = keepScroll ? scrollsOf(root) : [];
  // A value being typed into a counter is taken (or refused beside it) before its screen
  // goes: the blur commits it (widgets.js), so a step arriving mid-typing drops nothing.
  const typing = root.querySelector(".stepper-input");
  if (typing) typing.blur();
  scrolledPanels.clear();
  clear(root);
  const over = Boolean(view.status && view.status.over);
  const screen = h("div", {
    "data-controls": controlsPlace(view.game),
    class: `table-screen${view.controls && view.controls.length ? " has-controls" : ""}${view.dice ? " has-dice" : ""}`,
    "data-game": view.game, "data-step": view.step,
  });
  // The side holds what this step needs, in reading order: what the bot says and just did,
  // the one question (always high on the screen), the dice; the counters sit beside it (portrait) or under it (landscape).
  // "What just happened" follows the instruction across the side's whole width (on a
  // portrait tablet the instruction shares its row with the counters), so its lines are
  // read whole rather than cut in a narrow column.
  const lead = h("div", { class: "side-main" },
    over ? statusPanel(view, handlers) : instructionPanel(view, handlers),
    over ? null : didPanel(view),
    promptPanel(view, handlers, interactive));
  const side = h("div", { class: "side", id: "side" }, lead, view.dice && !over ? diceTray(view.dice, (view.recent || []).some((e) => e.kind === "dice")) : null,
    view.controls && view.controls.length ? controlsPanel(view, handlers, interactive) : null);
  const picture = h("section", { class: "picture", id: "picture", "aria-label": t("ui.picture") });
  const widget = widgetFor(view.board && view.board.widget);
  // The first drawing of the table lays out the whole frame: its picture follows one frame
  // later, so that neither half holds the page for more than a frame's worth (no long task).
  const draw = () => {
    if (widget) picture.append(widget(view.board, { t, interactive, send: handlers.send, sendCounter: handlers.sendCounter,
      edit: handlers.edit || handlers.send }));
  };
  screen.append(side, picture);
  root.append(screen, bottomBar(view, handlers, interactive));
  holdSide(screen);
  if (first && widget) requestAnimationFrame(() => setTimeout(() => { if (picture.isConnected && !picture.firstChild) draw(); }, 0));
  else draw();
  restoreScrolls(root, kept);
}

// The panels scrolled since the last drawing (scroll events do not bubble: caught on the
// way down), each found again in the new drawing by its place in the tree.
const scrolledPanels = new Set();
document.addEventListener("scroll", (ev) => { if (ev.target instanceof Element) scrolledPanels.add(ev.target); },
  { capture: true, passive: true });

function pathOf(root, el) {
  const path = [];
  for (let node = el; node && node !== root; node = node.parentElement) {
    if (!node.parentElement) return null;
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

function scrollsOf(root) {
  const out = [];
  for (const el of scrolledPanels) {
    if (!el.isConnected || !root.contains(el) || !(el.scrollTop || el.scrollLeft)) continue;
    const path = pathOf(root, el);
    if (path) out.push({ path, cls: el.className, top: el.scrollTop, left: el.scrollLeft });
  }
  return out;
}

function restoreScrolls(root, kept) {
  for (const { path, cls, top, left } of kept) {
    let el = root;
    for (const i of path) el = el && el.children[i];
    if (!el || el.className !== cls) continue;
    el.scrollTop = top;
    el.scrollLeft = left;
    scrolledPanels.add(el);
  }
}

// A step whose question or dice would open below the fold (a longer language: German, the
// tests' pseudo-language) sets the side's words a size smaller (.dense). Measured in the
// frame's animation callback, with the layout that frame makes anyway, and set before it
// is painted: nothing moves once shown. The fold: the bottom of the side where it scrolls
// inside the one-screen frame, else the bottom bar's top with the page at its top (where a
// small frame, an embed, opens each step).
function holdSide(screen) {
  requestAnimationFrame(() => {
    if (!screen.isConnected) return;
    const box = [screen.querySelector(".side-main"), screen.querySelector(".side")]
      .find((el) => el && /(auto|scroll)/.test(getComputedStyle(el).overflowY));
    const bar = document.querySelector(".bottom-bar");
    const fold = box ? box.getBoundingClientRect().bottom : innerHeight - (bar ? bar.offsetHeight : 0) - window.scrollY;
    const needed = screen.querySelectorAll(".prompt, .dice-tray");
    if ([...needed].some((el) => el.getBoundingClientRect().bottom > fold + 1)) screen.classList.add("dense");
  });
}

// What the step that led here did (view.recent), shown until the player moves on, so the
// player never has to open the log to learn what the bot just did. The box is always there
// and keeps its height (an empty one says "—"): a counter's first line, or a longer step,
// never pushes the question or the counters under a finger (issue 34).
function didPanel(view) {
  const lines = (view.recent || []).filter((e) => e && e.msg && e.kind !== "round" && e.kind !== "turn");
  const ins = view.instruction;
  const same = (e) => ins && JSON.stringify(e.msg) === JSON.stringify(ins.msg);
  const shown = lines.filter((e) => !same(e));
  const list = h("ul", { id: "bot-did-list", tabindex: "0", "aria-label": t("ui.just_happened") },
    shown.length ? shown.map((e) => h("li", { class: `did-line log-${e.kind}` },
      h("span", { class: "log-text" }, t(e.msg)), e.rule ? ruleChip(e.rule) : null))
      : h("li", { class: "did-none", "aria-label": t("ui.did_nothing") }, "—"));
  const more = h("span", { class: "bot-did-more", "aria-hidden": "true" });
  // Only whole lines are shown (a line the box would cut is left blank until scrolled to),
  // and the title's line says how many lines lie below (not wholly in view).
  const measure = () => {
    const top = list.scrollTop;
    const bottom = top + list.clientHeight;
    let below = 0;
    let whole = 0;
    for (const li of list.children) {
      const start = li.offsetTop;
      const end = start + li.offsetHeight;
      const cut = end > bottom + 1 || start < top - 1;
      // the first line in view is shown even when taller than the box (cut, but scrollable)
      const first = !whole && end > top + 1;
      li.classList.toggle("did-cut", cut && !first);
      if (!cut || first) whole += 1;
      if (end > bottom + 1) below += 1;
    }
    more.textContent = below ? t("ui.more_lines", { n: below }) : "";
    list.classList.toggle("scrolls", list.scrollHeight > list.clientHeight + 2);
  };
  list.addEventListener("scroll", () => requestAnimationFrame(measure), { passive: true });
  requestAnimationFrame(measure);
  // The note sits on the title's line: it takes no room of its own, and covers no line.
  return h("div", { class: `bot-did${shown.length ? "" : " empty"}`, id: "bot-did" },
    h("p", { class: "bot-did-title" }, h("span", {}, t("ui.just_happened")), more), list);
}

function instructionPanel(view, handlers) {
  const ins = view.instruction;
  return h("section", { class: "bot-says", "aria-live": "polite", "aria-label": t("ui.bot_says") },
    // The rule chip and the "repeat" button follow the text on its last line; after a long
    // instruction the "Why?" chip keeps to a "?" (it would otherwise take a line of its own).
    h("p", { class: `instruction-row${ins && t(ins.msg).length > 120 ? " long" : ""}` },
      instructionText(ins), " ",
      ins && ins.rule ? ruleChip(ins.rule) : null, " ", whyButton(view), " ",
      handlers.repeat ? handlers.repeat(view) : null));
}

// A long instruction (King of Tokyo's "update the table" lists five counters) is set in a
// smaller type, so that it does not push the question off the screen.
function instructionText(ins) {
  const text = ins ? t(ins.msg) : t("ui.nothing_to_do");
  return h("span", { class: `instruction${text.length > 150 ? " long" : ""}`, id: "instruction" }, text);
}

function capitalised(text) {
  return text ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;
}

// The end: one title naming the winner, the reason, and what to do next on the panel itself.
function statusPanel(view, handlers) {
  const st = view.status || {};
  const botName = view.result && view.result.bot ? t(view.result.bot) : t("ui.the_bot");
  const title = st.winner === "bot" ? t("ui.bot_won_named", { bot: botName })
    : st.winner === "player" ? t("ui.player_won") : t("ui.game_over");
  const ins = view.instruction;
  const reason = st.reason ? t(st.reason) : "";
  // The bot's last words are shown too when they add something (a final score), not when
  // they only repeat the reason ("You won: …").
  const last = ins ? t(ins.msg) : "";
  const addsToReason = last && !(reason && last.toLocaleLowerCase().includes(reason.toLocaleLowerCase()));
  return h("section", { class: `game-over winner-${st.winner || "none"}`, role: "alert", id: "game-over" },
    h("p", { class: "over-title", id: "instruction" }, title),
    reason ? h("p", { class: "over-reason" }, capitalised(reason), " ", ins && ins.rule && !addsToReason ? ruleChip(ins.rule) : null) : null,
    addsToReason ? h("p", { class: "over-detail" }, last, " ", ins.rule ? ruleChip(ins.rule) : null) : null,
    h("div", { class: "choices over-actions" },
      handlers.newGame ? h("button", { type: "button", class: "btn big primary", id: "over-new-game", onclick: handlers.newGame }, t("ui.new_game")) : null,
      handlers.rematch ? h("button", { type: "button", class: "btn big", id: "over-rematch", onclick: handlers.rematch }, t("ui.rematch")) : null,
      handlers.logPlay ? handlers.logPlay(view) : null),
    h("p", { class: "hint" }, t("ui.undo_past_end")),
    lastTurn(handlers));
}

// The end's last turn, read from the log (issue 34: the winning steps were only in the
// Journal): every line since the last turn's heading, in a box of its own height, filled
// once the engine has answered.
function lastTurn(handlers) {
  if (!handlers.lastTurn) return null;
  const list = h("ul", { class: "last-turn-list", id: "last-turn-list", tabindex: "0", "aria-label": t("ui.last_turn") });
  const box = h("section", { class: "last-turn", id: "last-turn" }, h("p", { class: "bot-did-title" }, t("ui.last_turn")), list);
  handlers.lastTurn().then((lines) => {
    let from = 0;
    lines.forEach((e, i) => { if (e.kind === "turn" || e.kind === "round") from = i + 1; });
    const shown = lines.slice(from).filter((e) => e && e.msg);
    list.append(...shown.map((e) => h("li", { class: `did-line log-${e.kind}` },
      h("span", { class: "log-text" }, t(e.msg)), e.rule ? ruleChip(e.rule) : null)));
    list.scrollTop = list.scrollHeight;  // the end of the turn in view: the win
  }).catch(() => {});
  return box;
}

function promptPanel(view, handlers, interactive) {
  const p = view.prompt || { kind: "none" };
  const box = h("section", { class: `prompt prompt-${p.kind}`, id: "prompt", "aria-label": t("ui.question") });
  // The rule is shown once: the instruction's chip already cites it.
  const sameRule = p.rule && view.instruction && view.instruction.rule && ruleLabel(p.rule) === ruleLabel(view.instruction.rule);
  if (p.msg) box.append(h("p", { class: "prompt-msg" }, t(p.msg), " ", p.rule && !sameRule ? ruleChip(p.rule) : null));
  if (p.kind === "choice") {
    // The main answer stands apart from the others, so a tap meant for one never lands on
    // the other ("roll again" is not beside "continue").
    const button = (c, i) => h("button", {
      type: "button", class: `btn big${c.primary ? " primary" : ""}`, disabled: !interactive,
      "data-testid": `choice-${i}`, onclick: () => handlers.send(c.action),
    }, t(c.label));
    const all = p.choices.map((c, i) => [c, i]);
    const main = all.filter(([c]) => c.primary);
    const rest = all.filter(([c]) => !c.primary);
    if (main.length && rest.length) {
      box.append(h("div", { class: "choices" }, main.map(([c, i]) => button(c, i))),
        h("div", { class: "choices secondary" }, rest.map(([c, i]) => button(c, i))));
    } else {
      // A long list (a corporation, a card, a city) scrolls inside itself, in columns.
      const list = h("div", { class: `choices${all.length > 4 ? " many" : ""}` }, all.map(([c, i]) => button(c, i)));
      box.append(list);
      if (all.length > 4) requestAnimationFrame(() => wholeRows(list));
    }
  } else if (p.kind === "dice") {
    const own = promptFor(p.widget);
    box.append(own ? own(p, { t, interactive, send: handlers.send }) : dicePad(p, handlers, interactive, view.step));
  } else if (p.kind === "numbers") {
    box.append(numbersForm(p, handlers, interactive));
  }
  const extras = promptExtrasFor(view.game);
  const more = extras ? extras(view, { t, interactive, send: handlers.send, edit: handlers.edit || handlers.send }) : null;
  if (more) box.append(more);
  // A refused answer is said here, beside the answer, not in a toast over the buttons.
  box.append(h("p", { class: "prompt-error", id: "prompt-error", role: "alert" }));
  return box;
}

// A list that scrolls inside itself shows whole rows only: its height stops under the last
// row it holds whole (issue 34: "Teractor" was half hidden at the foot of the corporations).
function wholeRows(list) {
  if (!list.isConnected) return;
  const top = list.getBoundingClientRect().top + list.clientTop;
  // the room the list has: its own height, and no further than the panel that holds it
  // (a side that scrolls as a whole), less the line saying how many are below
  let room = list.clientHeight;
  for (let p = list.parentElement; p && !p.classList.contains("table-screen"); p = p.parentElement) {
    if (/(auto|scroll|hidden)/.test(getComputedStyle(p).overflowY)) {
      const edge = p.getBoundingClientRect().top + p.clientTop + p.clientHeight;
      // (the line saying how many are below takes room only where some are)
      room = Math.min(room, list.scrollHeight <= edge - top + 1 ? edge - top : edge - top - 40);
      break;
    }
  }
  if (list.scrollHeight <= room + 1) return;
  let bottom = 0;
  for (const b of list.children) {
    const r = b.getBoundingClientRect();
    if (r.bottom - top <= room + 1) bottom = Math.max(bottom, r.bottom - top);
  }
  // (a list drawn to grow, Mars Attacks' targets, scrolls inside itself once capped: its
  // rows below would otherwise spill out of it, cut by the side's edge)
  if (bottom > 0) Object.assign(list.style, { maxHeight: `${Math.ceil(bottom) + 4}px`, overflowY: "auto" });
  // and says how many are below, as what just happened does
  const more = h("p", { class: "list-more", "aria-hidden": "true" });
  const count = () => {
    const edge = list.getBoundingClientRect().top + list.clientTop + list.clientHeight + 1;
    const n = [...list.children].filter((b) => b.getBoundingClientRect().bottom > edge).length;
    more.textContent = n ? t("ui.more_lines", { n }) : "";
  };
  list.after(more);
  list.addEventListener("scroll", () => requestAnimationFrame(count), { passive: true });
  count();
}

function numbersForm(p, handlers, interactive) {
  const values = {};
  const spare = new Set(p.spare ? p.spare.ids : []);
  const shown = [];
  const folded = [];
  for (const f of p.fields) {
    values[f.id] = f.value;
    (spare.has(f.id) ? folded : shown).push(stepper({ id: `num-${f.id}`, label: t(f.label), value: f.value, min: f.min, max: f.max,
      disabled: !interactive, onChange: (v) => { values[f.id] = v; } }));
  }
  // Values the player rarely changes fold away under the engine's label; the confirm stays
  // in view, and a fold opened grows below it, moving nothing the player was about to tap.
  const fold = folded.length ? h("details", { class: "numbers-spare", "data-testid": "numbers-spare" },
    h("summary", { class: "btn chip" }, t(p.spare.label)), h("div", { class: "stepper-grid" }, folded)) : null;
  return h("div", { class: `numbers${p.fields.length === 1 ? " one" : ""}` }, shown.length ? h("div", { class: "stepper-grid" }, shown) : null, h("button", {
    type: "button", class: "btn big primary", "data-testid": "numbers-confirm", disabled: !interactive,
    onclick: () => handlers.send({ ...p.action, values: { ...values } }),
  }, t("ui.confirm")), fold);
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
    if (e.kind === "round") return `\n== ${t(e.msg)} ==`;
    if (e.kind === "turn") return `-- ${t(e.msg)} --`;
    const rule = e.rule ? ` [${ruleLabel(e.rule)}]` : "";
    return `${e.at}. ${t(e.msg)}${rule}`;
  });
}
