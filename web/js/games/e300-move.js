// 300: Earth & Water, your move as one gesture (issue 23): tap the city your units leave,
// tap the city they reach (the ones the map allows are ringed), tap how many, "Move".
// The engine lists where each city's Greek units can go (board.moves: by road, by sea);
// it checks the move again when it comes.
// The bar under the map holds the gesture's words and keeps its height, so the map never
// moves between two taps; the numbers open over the half of the map away from the target.
import { h } from "../dom.js";

// {from, to, armies, fleets, fleetsSet, note}: the gesture so far; survives redraws.
export const move = { from: null, to: null, armies: null, fleets: null, fleetsSet: false, note: null };
const live = { send: null, done: null };

export function resetMove() {
  Object.assign(move, { from: null, to: null, armies: null, fleets: null, fleetsSet: false, note: null });
}

function reach(board, origin) {
  const where = board.moves && board.moves[origin];
  return where ? { land: where.land, sea: where.sea, armies: where.armies, fleets: where.fleets } : null;
}

// Where a tapped city can be reached from the chosen origin, for the rings on the map.
export function targetsOf(board) {
  const r = move.from ? reach(board, move.from) : null;
  if (!r) return new Set();
  return new Set([...(r.armies ? r.land : []), ...r.sea]);
}

// A tap on a city while moves are possible; true when the gesture took it (else the
// city's editor opens, as at any other moment).
export function moveTap(board, id) {
  if (!board.moves) { resetMove(); return false; }
  move.note = null;
  if (!move.from) {
    if (!board.moves[id]) return false;
    move.from = id;
    return true;
  }
  if (id === move.from) { resetMove(); return true; }
  if (targetsOf(board).has(id)) {
    if (move.to !== id) Object.assign(move, { to: id, armies: null, fleets: null, fleetsSet: false });
    return true;
  }
  if (board.moves[id]) { resetMove(); move.from = id; return true; }
  move.note = id;
  return true;
}

function byLand(r, to) { return r.armies > 0 && r.land.includes(to); }
function bySea(r, to) { return r.fleets > 0 && r.sea.includes(to); }

// The action the picks make, or null while it is not a legal move.
function action(board) {
  const r = reach(board, move.from);
  if (!r || !move.to) return null;
  const armies = move.armies || 0;
  const fleets = move.fleets || 0;
  if (!armies && !fleets) return null;
  if (fleets ? !bySea(r, move.to) || armies > fleets : !byLand(r, move.to)) return null;
  return { type: "move", from: move.from, to: move.to, armies, fleets };
}

function pickArmies(board, n) {
  const r = reach(board, move.from);
  move.armies = n;
  // By sea only, the fleets follow the armies (one each) until the player picks them.
  if (!move.fleetsSet && !byLand(r, move.to) && bySea(r, move.to)) move.fleets = Math.max(1, Math.min(n, r.fleets));
}

// While a move waits for its numbers, a tap elsewhere than the panel or the map first
// records it if it is complete, else drops it, and does nothing else (as the editor does).
function guard(ev) {
  if (!move.to || !live.done) return;
  const panel = document.getElementById("e300-move");
  if (!panel) { resetMove(); live.done = null; return; } // the table was left: nothing to record
  const map = document.querySelector(".e300-mapwrap");
  if (panel.contains(ev.target) || (map && map.contains(ev.target))) return;
  ev.preventDefault();
  ev.stopPropagation();
  live.done();
}
if (typeof document !== "undefined") document.addEventListener("click", guard, true);

function numberRow(kind, label, values, current, onPick, t, interactive) {
  return h("div", { class: `move-row move-${kind}`, role: "group", "aria-label": label, "data-testid": `move-${kind}`,
    "data-value": current === null ? "" : String(current) },
  h("span", { class: "move-row-label" }, label),
  h("div", { class: "move-numbers" }, values.map((n) => h("button", {
    type: "button", class: `move-n${current === n ? " on" : ""}`, "aria-pressed": current === n ? "true" : "false",
    "data-testid": `move-${kind}-${n}`, disabled: !interactive, onclick: () => onPick(n),
  }, String(n)))));
}

// The numbers, over the half of the map away from the target city.
export function movePanel(board, t, interactive, send, redraw, viewH) {
  const r = move.to && reach(board, move.from);
  live.send = send;
  if (!r) { live.done = null; return null; }
  const city = (id) => board.cities.find((c) => c.id === id);
  const name = (id) => t(city(id).name);
  const land = byLand(r, move.to);
  const sea = bySea(r, move.to);
  const go = () => { const a = action(board); resetMove(); if (a) send(a); redraw(); };
  live.done = go;
  const range = (lo, hi) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  const rows = [];
  if (r.armies) {
    rows.push(numberRow("armies", t("e300.board.move_armies"), range(sea ? 0 : 1, r.armies), move.armies,
      (n) => { pickArmies(board, n); redraw(); }, t, interactive));
  }
  if (sea) {
    rows.push(numberRow("fleets", t("e300.board.move_fleets"), range(land ? 0 : 1, r.fleets), move.fleets,
      (n) => { move.fleets = n; move.fleetsSet = true; redraw(); }, t, interactive));
  }
  const ready = Boolean(action(board));
  const how = (move.fleets || 0) > 0 || !land ? "e300.board.move_by_sea" : "e300.board.move_by_land";
  const where = city(move.to).y < viewH / 2 ? "at-bottom" : "at-top";
  return h("section", { class: `e300-editor e300-move ${where}`, id: "e300-move", "data-from": move.from, "data-to": move.to,
    "aria-label": t("e300.board.move_to", { origin: t(`e300.from.${move.from}`), city: name(move.to) }) },
  h("div", { class: "editor-head" },
    h("h3", {}, t("e300.board.move_to", { origin: t(`e300.from.${move.from}`), city: name(move.to) }), " ",
      h("span", { class: "move-how" }, t(how))),
    h("button", { type: "button", class: "btn", "data-testid": "move-cancel", onclick: () => { resetMove(); redraw(); } },
      t("e300.board.move_cancel")),
    h("button", { type: "button", class: "btn primary", "data-testid": "move-confirm", disabled: !interactive || !ready,
      onclick: go }, t("e300.board.move_confirm"))),
  h("div", { class: "move-rows" }, rows));
}

// The bar under the map during your operation: what the gesture waits for, one line high.
export function moveBar(board, t, redraw, openEditor) {
  let text = t("e300.board.move_start");
  let extra = null;
  if (move.from) {
    const name = t(board.cities.find((c) => c.id === move.from).name);
    text = targetsOf(board).size ? t("e300.board.move_from", { city: name }) : t("e300.board.move_none", { city: name });
    if (move.note) text = t("e300.board.move_out_of_reach", { city: t(board.cities.find((c) => c.id === move.note).name) });
    extra = [
      h("button", { type: "button", class: "btn small", "data-testid": "move-edit",
        onclick: () => { const id = move.from; resetMove(); openEditor(id); redraw(); } },
      t("e300.board.move_edit", { city: name })),
      h("button", { type: "button", class: "btn small", "data-testid": "move-drop", "aria-label": t("e300.board.move_cancel"),
        onclick: () => { resetMove(); redraw(); } }, "✕"),
    ];
  }
  return h("div", { class: "e300-movebar", "data-testid": "move-bar", role: "status" },
    h("span", { class: "move-text" }, text), extra);
}
