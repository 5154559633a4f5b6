// Writing the open game: after every answer, in order, never two writes of one game at
// once; "saved" only once the browser confirmed the write (store.js then writes its
// second copy). A write that fails keeps the game playing in memory, says why (a full
// disk says so) and what is still kept, read back from storage rather than assumed, and
// is tried again by itself every few seconds and at the next tap. A database cleared
// under the app is opened again and the game written back whole.
import * as store from "./store.js";
import * as mirror from "./mirror.js";
import * as tabs from "./tabs.js";

const RETRY_MS = 5_000;
const state = { value: "saved", record: null, writing: null, again: false, retry: null, failed: null, opens: 0, kept: null };
const listeners = { state: new Set(), conflict: new Set(), problem: new Set(), recovered: new Set() };

// "saved", "saving", "failed", "full" (the disk), "memory" (no storage), "stopped" (another tab won)
export function current() { return state.value; }

export function onState(fn) { listeners.state.add(fn); }
export function onConflict(fn) { listeners.conflict.add(fn); }
// fn(errorKey | null, record, kept, was): a write failed (kept: {step, rev} of the save read
// back just now, or null when none reads back), or with null works again (was: the key
// of the failure it recovers from)
export function onProblem(fn) { listeners.problem.add(fn); }
// fn(record): the storage had been cleared under the game, which was written back whole
export function onRecovered(fn) { listeners.recovered.add(fn); }

function set(value) {
  state.value = value;
  for (const fn of listeners.state) fn(value);
}

// The game whose last writes failed, as played ([record] or []): Home lists it and
// resumes it as it is, not as storage last took it.
export function unsaved() {
  return state.record && state.failed ? [state.record] : [];
}

// A game deleted: no write of it is tried again (it would bring it back).
export function drop(id) {
  if (!state.record || state.record.id !== id) return;
  clearTimeout(state.retry);
  state.record = null;
  state.failed = null;
}

// A game just put on the table: it is as saved as its stored copy. The game whose writes
// failed, put back on the table, is still not saved: it is written again at once.
export function reset(record) {
  if (record === state.record && state.failed) { persist(record); return; }
  clearTimeout(state.retry);
  state.record = record;
  state.failed = null;
  state.kept = { rev: record.rev || 0, step: stepOf(record) };
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
    const first = !state.failed;
    state.failed = problem;
    set(problem === "error.storage_full" ? "full" : "failed");
    const kept = first ? await readBack(record.id) : state.readBack;
    state.readBack = kept;
    if (record !== state.record) return;
    for (const fn of listeners.problem) fn(problem, record, kept);
    // Nothing is reported as saved that is not: try again in a while (space may come
    // back), and at the next tap.
    state.retry = setTimeout(() => { if (state.record === record) persist(record); }, RETRY_MS);
    return;
  }
  state.kept = { rev: record.rev || 0, step: stepOf(record) };
  if (state.failed) {
    const was = state.failed;
    state.failed = null;
    mirror.resume(); // there is room again: the second copies start again too
    for (const fn of listeners.problem) fn(null, record, state.kept, was);
  }
  // The database was opened again since the last write (cleared under the game): this
  // write put the whole game back.
  if (store.reopened() > state.opens) {
    state.opens = store.reopened();
    for (const fn of listeners.recovered) fn(record);
  }
  set(store.isVolatile() ? "memory" : (state.again ? "saving" : "saved"));
  tabs.announce("saved", record);
}

const stepOf = (record) => (record.core && Number.isInteger(record.core.cursor) ? record.core.cursor : 0);

// What of this game storage still gives back, read now: the last save that was confirmed,
// from IndexedDB or else from its second copy. {step, rev} or null.
async function readBack(id) {
  const expected = state.kept;
  if (!expected) return null;
  const stored = await store.loadRecord(id);
  if (stored && (stored.rev || 0) === expected.rev) return { step: stepOf(stored), rev: expected.rev };
  const [copy] = await mirror.newest([id]);
  if (copy && (copy.rev || 0) === expected.rev) return { step: stepOf(copy), rev: expected.rev };
  return null;
}
