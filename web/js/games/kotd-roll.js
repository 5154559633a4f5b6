// King of Tokyo: Duel, the player's own roll (issue 23), drawn on the prompt in place of
// the plain dice pad (the prompt names it: widget "kotd_roll").
// - "enter": one tap per face of the dice kept at the end of the turn, then "Confirm";
//   or "Roll for me" (the app's dice); or end the turn without dice.
// - "keep": the app rolled; tap the dice to keep, then "Reroll the others" or resolve.
// Every box keeps its size from the first tap to the last (nothing moves under the finger),
// and the faces entered stay until sent: rolling over them asks first.
import { h, clear } from "../dom.js";
import { dieSvg, faceName } from "../dice.js";
import { confirmDialog } from "../widgets.js";

// The player's entries, by the question they answer (a redraw, a counter saved meanwhile
// or a language switch keeps them; another question starts afresh).
const drafts = new Map();

function draftFor(key, make) {
  if (!drafts.has(key)) { drafts.clear(); drafts.set(key, make()); }
  return drafts.get(key);
}

export function kotdRollPrompt(p, ctx) {
  return p.mode === "keep" ? keepPad(p, ctx) : enterPad(p, ctx);
}

function enterPad(p, { t, interactive, send }) {
  const entered = draftFor(`enter:${p.round}:${p.count}`, () => []);
  const max = p.max || p.count;
  const button = (attrs, ...kids) => h("button", { type: "button", ...attrs }, ...kids);
  const roll = button({ class: "btn big", "data-testid": "roll-for-me", disabled: !interactive,
    onclick: async () => {
      if (entered.length && !(await confirmDialog(t("kotd.board.pad.drop_title"),
        t("kotd.board.pad.drop_text", { n: entered.length }), t("kotd.board.pad.drop_ok")))) return;
      entered.length = 0;
      send({ ...p.action, faces: null });
    } }, t("ui.roll_for_me"));
  const confirm = button({ class: "btn big", "data-testid": "dice-confirm",
    // The draft stays: an undo back to this question finds the faces as they were entered.
    onclick: () => send({ ...p.action, faces: entered.slice() }) },
  t("kotd.board.pad.confirm"));
  const skip = button({ class: "btn", "data-testid": "end-turn", disabled: !interactive,
    onclick: () => { entered.length = 0; send(p.end); } }, t("kotd.board.pad.end_without"));
  // One slot per die to enter: the empty ones say how many are left, and the row has the
  // same size from the first face to the last (white dice beyond them fit the same row).
  const tray = h("div", { class: "roll-entered", "data-testid": "entered" });
  const left = h("span", { class: "visually-hidden", "aria-live": "polite" });
  const faces = h("div", { class: "roll-faces", role: "group", "aria-label": t("ui.enter_dice") },
    p.faces.map((face) => button({
      class: "face-btn", "data-face": face, "aria-label": t("ui.add_die", { face: faceName(p.set, face) }),
      onclick: () => { if (entered.length < max) { entered.push(face); refresh(); } },
    }, dieSvg(p.set, face, { size: 48 }))));
  function refresh() {
    clear(tray);
    entered.forEach((face, i) => tray.append(button({
      class: "entered-die", "aria-label": t("ui.remove_die", { face: faceName(p.set, face) }),
      onclick: () => { entered.splice(i, 1); refresh(); },
    }, dieSvg(p.set, face, { size: 32 }))));
    for (let i = entered.length; i < p.count; i += 1) tray.append(h("span", { class: "roll-slot", "aria-hidden": "true" }));
    const missing = p.count - entered.length;
    left.textContent = missing > 0 ? t("ui.dice_left", { n: missing })
      : t("kotd.board.pad.white_ok", { n: entered.length, max });
    // Once a face is entered, confirming is the answer; rolling instead asks first.
    const ready = interactive && entered.length >= p.count;
    confirm.disabled = !ready;
    confirm.classList.toggle("primary", entered.length > 0);
    roll.classList.toggle("primary", entered.length === 0);
    faces.querySelectorAll("button").forEach((b) => { b.disabled = !interactive || entered.length >= max; });
  }
  refresh();
  // One grid, laid out by the width the prompt has (kotd.css): nothing changes row between taps.
  const pad = h("div", { class: "kotd-roll enter", "data-count": p.count, "data-max": max },
    h("div", { class: "roll-grid" }, faces, tray, left, confirm, roll, skip));
  pad.style.setProperty("--slots", String(max));
  return pad;
}

function keepPad(p, { t, interactive, send }) {
  const keep = draftFor(`keep:${p.round}:${p.roll}:${p.dice.join(",")}`, () => new Set(p.kept || []));
  const button = (attrs, ...kids) => h("button", { type: "button", ...attrs }, ...kids);
  const reroll = button({ class: "btn big primary", "data-testid": "roll-for-me",
    onclick: () => send({ ...p.action, keep: [...keep].sort((a, b) => a - b), faces: null }) }, "");
  const resolve = button({ class: "btn big", "data-testid": "resolve-now", disabled: !interactive,
    onclick: () => send(p.resolve) }, t("kotd.board.pad.resolve_now"));
  const dice = h("div", { class: "roll-keep", role: "group", "aria-label": t("kotd.board.pad.keep_group") });
  function refresh() {
    clear(dice);
    p.dice.forEach((face, i) => {
      const kept = keep.has(i);
      dice.append(button({
        class: `keep-die${kept ? " kept" : ""}`, "aria-pressed": kept ? "true" : "false", "data-index": i,
        "data-face": face, disabled: !interactive,
        "aria-label": t(kept ? "kotd.board.pad.kept_die" : "kotd.board.pad.free_die", { face: faceName(p.set, face) }),
        onclick: () => { if (keep.has(i)) keep.delete(i); else keep.add(i); refresh(); },
      }, dieSvg(p.set, face, { size: 48, kept }), h("span", { class: "keep-mark" }, kept ? t("kotd.board.pad.kept") : "")));
    });
    const free = p.dice.length - keep.size;
    reroll.textContent = t("kotd.board.pad.reroll", { n: free, roll: p.roll + 1 });
    reroll.disabled = !interactive || free === 0;
  }
  refresh();
  return h("div", { class: "kotd-roll keep", "data-roll": p.roll }, dice,
    h("div", { class: "roll-row roll-actions" }, reroll, resolve));
}
