// The page's side of the second copy of every saved game (mirror-worker.js): written after
// the browser confirmed each IndexedDB write (store.js asks), newest record per game only
// (a write asked while one is on its way replaces the one waiting), never in the way of a
// tap. A write that fails (a full disk) stops the copies rather than pressing on against
// a disk that refuses them: the copies made before stay as they were, and writing starts
// again when IndexedDB takes a write after failing (`resume`), or by itself once
// PROBE_MS have passed.
const PROBE_MS = 30_000;
const pending = new Map(); // id -> {rev, text} waiting to be written
const writing = new Map(); // id -> the promise of the write on its way
const skipped = new Map(); // id -> {rev, text} not written while copies were stopped
let worker = null;
let seq = 0;
const answers = new Map();
let broken = false;
let paused = false;
let stoppedAt = 0; // when a write last failed (0: copies are being written)

export function available() {
  return !broken && !paused && typeof Worker === "function" && Boolean(navigator.storage && navigator.storage.getDirectory)
    && Boolean(globalThis.isSecureContext !== false);
}

// For the benchmark: taps with and without the second copy.
export function pause(on) { paused = Boolean(on); }

// Whether copies are stopped since a write failed.
export function stopped() { return stoppedAt > 0; }

// Writing may start again (IndexedDB took a write after failing: there is room): the
// copies skipped meanwhile are written now.
export function resume() {
  if (!stoppedAt) return;
  stoppedAt = 0;
  const waiting = [...skipped];
  skipped.clear();
  for (const [id, { rev, text }] of waiting) if (!pending.has(id)) write(id, rev, text);
}

function call(op, args) {
  if (!available()) return Promise.resolve({ ok: false, error: "unavailable" });
  if (!worker) {
    try {
      worker = new Worker(new URL("./mirror-worker.js", import.meta.url));
    } catch (err) {
      broken = true;
      return Promise.resolve({ ok: false, error: "unavailable" });
    }
    worker.onmessage = ({ data }) => {
      const done = answers.get(data.seq);
      answers.delete(data.seq);
      if (done) done(data);
    };
    worker.onerror = () => { broken = true; for (const done of answers.values()) done({ ok: false, error: "worker" }); answers.clear(); };
  }
  seq += 1;
  const id = seq;
  return new Promise((resolve) => {
    answers.set(id, resolve);
    worker.postMessage({ seq: id, op, args });
  });
}

// Keep `text` (a sealed record, seal.js) as game `id`'s copy at revision `rev`. Resolves
// to true once it was written and read back, false if it was not (or copies are stopped).
export function write(id, rev, text) {
  pending.set(id, { rev, text });
  if (writing.has(id)) return writing.get(id);
  const run = (async () => {
    let ok = true;
    while (pending.has(id)) {
      const next = pending.get(id);
      pending.delete(id);
      if (stoppedAt && Date.now() - stoppedAt < PROBE_MS) { skipped.set(id, next); ok = false; continue; }
      skipped.delete(id);
      const res = await call("write", { id, rev: next.rev, text: next.text });
      ok = res.ok;
      if (!ok && res.error !== "unavailable") stoppedAt = Date.now();
      else if (ok) stoppedAt = 0;
    }
    writing.delete(id);
    return ok;
  })();
  writing.set(id, run);
  return run;
}

// Every write asked so far has been made (or has failed).
export async function settled() {
  await Promise.all([...writing.values()]);
}

export async function remove(id) {
  pending.delete(id);
  skipped.delete(id);
  await (writing.get(id) || Promise.resolve());
  return (await call("remove", { id })).ok;
}

function records(list) {
  const out = [];
  for (const { id, text } of list) {
    let record;
    try { record = JSON.parse(text); } catch (err) { continue; }
    if (record && typeof record === "object" && record.id === id) out.push(record);
  }
  return out;
}

// {id: newest rev} from the copies' names, nothing read (null where there are no copies).
export async function names() {
  const res = await call("names");
  return res.ok ? res.result : null;
}

// The newest whole copy of each game asked for (all of them if none): [record].
export async function newest(ids) {
  const res = await call("newest", ids ? { ids } : {});
  return res.ok ? records(res.result) : [];
}

// Every copy checked against IndexedDB's records ({id: rev, -1 when damaged}):
// {restore: [record], want: [id]} (see the worker), or null where there are no copies.
export async function audit(stored) {
  const res = await call("audit", { stored });
  return res.ok ? { restore: records(res.result.restore), want: res.result.want } : null;
}

// Every game the worker holds in memory: [record].
export async function held() {
  const res = await call("held");
  return res.ok ? records(res.result) : [];
}

// Every game's newest copy that reads: [record] (the copies on disk, else those in memory).
export async function readAll() {
  return newest();
}

// For tests: the copies as they are, and forgetting them.
export async function clearAll() { return (await call("clear")).ok; }
