// Writing the open game: after every answer, in order, never two writes of one game at
// once; "saved" only once the browser confirmed the write. Then a second copy outside
// IndexedDB (mirror.js). A write that fails keeps the game playing in memory, says why
// (a full disk says so), and is tried again by itself every few seconds and at the next
// tap. A database cleared under the app is opened again and the game written back whole.
import * as store from "./store.js";
import * as mirror from "./mirror.js";
import * as tabs from "./tabs.js";

const RETRY_MS = 5_000;
const state = { value: "saved", record: null, writing: null, again: false, retry: null, failed: null, opens: 0 };
const listeners = { state: new Set(), conflict: new Set(), problem: new Set(), recovered: new Set() };

// "saved", "saving", "failed", "full" (the disk), "memory" (no storage), "stopped" (another tab won)
export function current() { return state.value; }

export function onState(fn) { listeners.state.add(fn); }
export function onConflict(fn) { listeners.conflict.add(fn); }
// fn(errorKey | null, record): a write failed (or, with null, works again after failing)
export function onProblem(fn) { listeners.problem.add(fn); }
// fn(record): the storage had been cleared under the game, which was written back whole
export function onRecovered(fn) { listeners.recovered.add(fn); }

function set(value) {
  state.value = value;
  for (const fn of listeners.state) fn(value);
}

// A game just put on the table: it is as saved as its stored copy.
export function reset(record) {
  clearTimeout(state.retry);
  state.record = record;
  state.failed = null;
  set(store.isVolatile() ? "memory" : "saved");
}

// This tab lost the race to another one: it writes no more, and shows no "saving".
export function stop(record) {
  if (state.record !== record) return;
  clearTimeout(state.retry);
  state.again = false;
  set("stopped");
}

export async function persist(record) {
  if (state.record !== record) reset(record);
  if (state.value === "stopped") return;
  if (state.writing) {
    state.again = true;
    set("saving");
    return state.writing;
  }
  state.writing = (async () => {
    do {
      state.again = false;
      set("saving");
      await writeOnce(record);
    } while (state.again && record === state.record && state.value !== "stopped");
  })();
  try {
    await state.writing;
  } finally {
    state.writing = null;
  }
}

async function writeOnce(record) {
  clearTimeout(state.retry);
  const problem = await store.saveRecord(record, record.rev || 0, { current: !tabs.embedded() });
  if (record !== state.record) return; // the player left this game while it was written
  if (problem === "error.conflict") {
    for (const fn of listeners.conflict) fn(record);
    return;
  }
  if (problem) {
    state.failed = problem;
    set(problem === "error.storage_full" ? "full" : "failed");
    for (const fn of listeners.problem) fn(problem, record);
    // Nothing is reported as saved that is not: try again in a while (space may come
    // back), and at the next tap.
    state.retry = setTimeout(() => { if (state.record === record) persist(record); }, RETRY_MS);
    return;
  }
  if (state.failed) {
    state.failed = null;
    for (const fn of listeners.problem) fn(null, record);
  }
  // The database was opened again since the last write (cleared under the game): this
  // write put the whole game back.
  if (store.reopened() > state.opens) {
    state.opens = store.reopened();
    for (const fn of listeners.recovered) fn(record);
  }
  set(store.isVolatile() ? "memory" : (state.again ? "saving" : "saved"));
  tabs.announce("saved", record);
  mirror.write(record);
}

// ---------- the second copy ----------
// At start (and after the storage was cleared): every game whose copy outside IndexedDB is
// newer than what IndexedDB holds, or that IndexedDB lost or damaged, is written back.
// Returns how many were restored.
export async function restoreFromMirror() {
  if (!mirror.available() || store.isVolatile()) return 0;
  const copies = await mirror.readAll();
  if (!copies.length) return 0;
  const metas = new Map((await store.listSaves()).map((m) => [m.id, m]));
  const lost = copies.filter((copy) => {
    if (!store.isRecord(copy)) return false;
    const there = metas.get(copy.id);
    return !there || there.damaged || (there.rev || 0) < (copy.rev || 0);
  });
  if (!lost.length) return 0;
  const problem = await store.saveMany(lost);
  return problem ? 0 : lost.length;
}

export async function forget(id) {
  await mirror.remove(id);
}
