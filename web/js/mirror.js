// The page's side of the second copy of every saved game (mirror-worker.js): written after
// the browser confirmed each IndexedDB write, newest record per game only (a write asked
// while one is on its way replaces the one waiting), never in the way of a tap.
const pending = new Map(); // id -> the record waiting to be written
const writing = new Map(); // id -> the promise of the write on its way
let worker = null;
let seq = 0;
const answers = new Map();
let broken = false;
let paused = false;

export function available() {
  return !broken && !paused && typeof Worker === "function" && Boolean(navigator.storage && navigator.storage.getDirectory);
}

// For the benchmark: taps with and without the second copy.
export function pause(on) { paused = Boolean(on); }

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

// Keep `record` as this game's copy. Resolves to true once written, false if it could not be.
export function write(record) {
  pending.set(record.id, record);
  if (writing.has(record.id)) return writing.get(record.id);
  const run = (async () => {
    let ok = true;
    while (pending.has(record.id)) {
      const next = pending.get(record.id);
      pending.delete(record.id);
      const text = JSON.stringify(next);
      const res = await call("write", { id: next.id, rev: next.rev || 0, text });
      ok = res.ok;
    }
    writing.delete(record.id);
    return ok;
  })();
  writing.set(record.id, run);
  return run;
}

export async function remove(id) {
  pending.delete(id);
  await (writing.get(id) || Promise.resolve());
  return (await call("remove", { id })).ok;
}

// Every game's newest copy that reads: [record].
export async function readAll() {
  const res = await call("readAll");
  if (!res.ok) return [];
  const out = [];
  for (const { id, text } of res.result) {
    let record;
    try { record = JSON.parse(text); } catch (err) { continue; }
    if (record && typeof record === "object" && record.id === id) out.push(record);
  }
  return out;
}

// For tests: the copies as they are, and forgetting them.
export async function clearAll() { return (await call("clear")).ok; }
