// The game on the table: an answer goes to the engine, the engine's answer updates the
// game's record, the record is saved, and the screens are told to redraw. Screens use
// this module; it uses the engine and the storage, never a screen (it tells them through
// `on`). One answer at a time: a tap while another is on its way waits; an answer for a
// screen that is no longer the one shown is ignored (the engine checks the view's token).
import * as engine from "./engine.js";
import * as store from "./store.js";
import * as saving from "./saving.js";
import * as tabs from "./tabs.js";
import { storedViewIsDrawable } from "./view-shape.js";
import { has as knownMessage } from "./i18n.js";

export const game = {
  record: null, // the open game's record, as stored
  view: null, // what the engine last said (or the stored view while it starts)
  stale: false, // another tab played this game since: this copy takes no more taps
  busy: false, // an answer is on its way to the engine
  pending: null, // counter taps gathered for a moment: {item, value, token, timer}
  flushing: null,
  inEngine: null, // the record the engine has replayed (so it is not replayed twice)
};
// The replay on its way: opening a game and the engine coming up may both ask for it.
let replaying = null;
const COUNTER_GATHER_MS = 600;
// Time at the table is the time between taps, a pause longer than this counted as this:
// the duration BG Stats is given is the play, not the days a game waited on the shelf.
const IDLE_CAP_MS = 10 * 60_000;
// A screen whose own counter change moved the engine on is still the screen the player
// tapped: token -> the token after that change.
const carried = new Map();
const listeners = new Map();

// Events: "change" ({before, view, method}), "notice" (key, params, {error, banner,
// exportRecord}), "refused" (error msg of an answer the player gave), "stale", "opened"
// (record), "left" (the table was left for another screen).
export function on(event, fn) {
  if (!listeners.has(event)) listeners.set(event, new Set());
  listeners.get(event).add(fn);
}

function emit(event, ...args) {
  for (const fn of listeners.get(event) || []) fn(...args);
}

export function interactive() {
  return engine.isReady() && Boolean(game.view) && !game.stale && !game.loading;
}

// ---------- opening and leaving ----------
// A new game. Returns null once it is on the table, or the error the setup form shows.
export async function begin(gameId, options, seed) {
  if (game.busy) return null;
  await flushPending();
  game.busy = true;
  const res = await engine.call("start", gameId, JSON.stringify(options), seed);
  game.busy = false;
  if (!res.ok) return res.error;
  const now = new Date().toISOString();
  take({ format: store.RECORD_FORMAT, id: store.newId(), game: gameId, created: now, updated: now });
  game.inEngine = game.record;
  await accept(res, { persist: true, method: "start" });
  return null;
}

// Put a saved game on the table: its stored view at once, then the engine's.
export async function open(record) {
  await flushPending();
  take(record);
  // The game on the table is the one a reload reopens, even before its first tap here.
  if (!tabs.embedded()) store.setCurrent(record.id);
  // A stored view is drawn before the engine is up only if it has the shape this version
  // draws; otherwise a plain summary shows until the engine replays the game.
  game.view = storedViewIsDrawable(record.view, knownMessage) ? record.view : null;
  saving.reset(record);
  tabs.announce("opened", record);
  emit("opened", record);
  if (engine.isReady()) await loadIntoEngine();
  else emit("change", { before: null, view: game.view, method: null });
}

function take(record) {
  game.record = record;
  game.view = null;
  game.stale = false;
  game.loading = false;
  game.inEngine = null;
  releaseReplayLock();
  carried.clear();
  tabs.watch(record.id);
}

// The engine replays the open game (on opening it, or once the engine is up).
// Asked twice for the same game (opened just as the engine came up), it replays it once:
// a second replay would lock the screen again after the player saw it answer.
export function loadIntoEngine() {
  const record = game.record;
  if (!record || game.inEngine === record) return Promise.resolve();
  if (replaying && replaying.record === record) return replaying.promise;
  const promise = replay(record).finally(() => { if (replaying && replaying.promise === promise) replaying = null; });
  replaying = { record, promise };
  return promise;
}

// The lock a replay put on the screen, when the player leaves its game before it ends.
function releaseReplayLock() {
  if (!replaying) return;
  game.busy = false;
  game.loading = false;
  delete document.documentElement.dataset.busy;
}

async function replay(record) {
  // The stored view stays on screen, read-only, while the engine replays the game.
  game.busy = true;
  game.loading = true;
  document.documentElement.dataset.busy = "1";
  emit("change", { before: null, view: game.view, method: null });
  const res = await engine.call("load", JSON.stringify(record.core), JSON.stringify(record.checkpoint || null));
  // A game left meanwhile: the screen (and its lock) belong to the game now open.
  if (record !== game.record) return;
  game.busy = false;
  game.loading = false;
  delete document.documentElement.dataset.busy;
  if (!res.ok) {
    // Keep showing the saved view, read-only, say why, and offer the file.
    game.stale = true;
    emit("notice", "error.resume_failed", { reason: res.error }, { error: true, banner: true, exportRecord: record });
    emit("change", { before: null, view: game.view, method: null });
    return;
  }
  game.inEngine = record;
  // A save of earlier rules was carried across an update: keep it as today's at once.
  await accept(res, { persist: Boolean(res.migrated || res.save.full), method: "load" });
  if (res.migrated) emit("notice", "ui.rules_updated", res.migrated, { banner: true });
}

export async function leave() {
  await flushPending();
  game.record = null;
  releaseReplayLock();
  game.view = null;
  game.stale = false;
  tabs.watch(null);
  emit("left");
}

// ---------- answers ----------
export async function act(action, token) {
  const at = await settled(token);
  await run("act", [action, at]);
}

export async function move(kind) {
  await flushPending();
  await run(kind, []);
}

export async function goTo(step) {
  await flushPending();
  return run("go_to", [step]);
}

// The token an answer given at `token` stands for once the counters of that same screen
// have been sent (they moved the engine on, not the player's screen).
async function settled(token) {
  await flushPending();
  let at = token;
  while (carried.has(at)) at = carried.get(at);
  return at === undefined ? null : at;
}

// `as`: what the change is told as ("counter" for a counter's value: the same screen).
async function run(method, args, as = method) {
  if (game.busy || !game.record || game.stale) return false;
  game.busy = true;
  document.documentElement.dataset.busy = "1";
  try {
    const res = await engine.call(method, ...args);
    if (!res.ok) {
      // An answer for a screen already left is dropped without a word: it was a double tap.
      if (res.error && res.error.key === "error.stale_answer") { emit("dropped"); return false; }
      emit("refused", res.error, as);
      return false;
    }
    // The write goes on after the answer: a tap on the screen now drawn is taken at once
    // (awaiting it here kept the session busy, and a tap in that moment was lost).
    accept(res, { persist: true, method: as }).catch(() => {}); // a failed write is said by saving.onProblem
    return true;
  } finally {
    game.busy = false;
    delete document.documentElement.dataset.busy;
  }
}

// Take an engine answer: update the record from its patch, redraw, and write the record;
// the "saved" mark shows only once the write completed.
async function accept(res, { persist, method }) {
  const record = game.record;
  const wasOver = Boolean(record.over);
  const before = game.view;
  applySave(record, res);
  game.view = res.view;
  record.view = res.view;
  record.summary = res.view.summary;
  record.over = Boolean(res.view.status && res.view.status.over);
  record.winner = res.view.status ? res.view.status.winner : null;
  record.result = res.view.result || null;
  if (persist && method !== "load") {
    record.updated = new Date().toISOString();
    countTableTime(record);
    // Played on after being given up: the player's record no longer counts it abandoned.
    if (method === "act" || method === "counter") delete record.abandoned;
    if (record.over && !wasOver) record.ended = record.updated;
  }
  emit("change", { before, view: res.view, method });
  const ended = record.over && !wasOver;
  // The write goes on in the background; the next tap does not wait for it (writes are
  // queued in order), and "saved" shows only once the browser confirmed it.
  const written = persist ? saving.persist(record) : Promise.resolve();
  if (ended && persist) written.then(() => emit("ended", record));
  if (record.over) emit("over", record);
  return written;
}

function countTableTime(record) {
  const now = Date.now();
  if (game.tapAt && game.tapRecord === record.id) record.activeMs = (record.activeMs || 0) + Math.min(now - game.tapAt, IDLE_CAP_MS);
  game.tapAt = now;
  game.tapRecord = record.id;
}

// The engine's change to the save: the whole save, or its actions cut and added to and
// the other fields it names set (which they are is the engine's business, not this one's).
function applySave(record, res) {
  const save = res.save;
  if (save.full) {
    record.core = save.core;
    delete record.checkpoint;
  } else {
    record.core.actions.length = save.cut;
    record.core.actions.push(...save.add);
    Object.assign(record.core, save.set);
    // A checkpoint stands only for the actions before it: one the new history cut is dropped.
    if (record.checkpoint && save.cut < record.checkpoint.at) delete record.checkpoint;
  }
  if (res.checkpoint) record.checkpoint = res.checkpoint;
}

// ---------- counters ----------
// Counter taps are gathered for a moment so "− − −" is one logged change, not three.
export function counter(item, value, token) {
  if (game.pending && game.pending.item.id !== item.id) flushPending();
  clearTimeout(game.pending && game.pending.timer);
  const first = game.pending && game.pending.item.id === item.id ? game.pending.token : token;
  game.pending = { item, value, token: first, timer: setTimeout(flushPending, COUNTER_GATHER_MS) };
}

// Send the gathered counter change now (before any other answer), or wait for the one
// already on its way: a tap after a counter change is never lost behind it.
export function flushPending() {
  const p = game.pending;
  if (p) {
    game.pending = null;
    clearTimeout(p.timer);
    const previous = game.flushing || Promise.resolve();
    game.flushing = previous
      .then(async () => { while (game.busy) await new Promise((r) => setTimeout(r, 10)); })
      .then(async () => {
        let at = p.token;
        while (carried.has(at)) at = carried.get(at);
        // A counter answers no question: a value typed as a new step came in is set on the
        // screen shown now (taken, or refused with a note), never dropped as a stale answer.
        if (game.view && game.view.token !== undefined && at !== game.view.token) at = game.view.token;
        const ok = await run("act", [{ ...p.item.action, value: p.value }, at === undefined ? null : at], "counter");
        if (ok && at !== undefined && game.view) carried.set(at, game.view.token);
      })
      .finally(() => { game.flushing = null; });
  }
  return game.flushing || Promise.resolve();
}

// ---------- two tabs on one game ----------
// A game saved by another tab since this one loaded it makes this copy stale: it stops
// taking answers and offers to load the latest version, so neither overwrites the other.
export function markStale() {
  if (game.stale || !game.record) return;
  game.stale = true;
  saving.stop(game.record);
  emit("stale", game.record.id);
  emit("change", { before: game.view, view: game.view, method: null });
}

tabs.onSavedElsewhere((id, rev) => { if (game.record && game.record.id === id && rev !== (game.record.rev || 0)) markStale(); });
tabs.onOpenedElsewhere((id) => { if (game.record && game.record.id === id) emit("notice", "ui.open_elsewhere", {}, {}); });
saving.onConflict(() => markStale());

// Give up the open game (the player's record counts it abandoned until it is played on).
export async function giveUp() {
  const record = game.record;
  if (!record || record.over) return;
  record.abandoned = new Date().toISOString();
  await saving.persist(record);
}
