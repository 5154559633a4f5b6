// Saved games in the browser's storage: one entry per game plus a small index, written
// after every action. Storage may be full or missing; callers get a reason, not a throw.
const PREFIX = "solobots:save:";
const INDEX = "solobots:index";
export const RECORD_FORMAT = "solobots-record";
export const MAX_IMPORT_BYTES = 2_000_000;

let memory = null; // fallback when localStorage is unavailable (private modes, blocked storage)

function backend() {
  if (memory) return memory;
  try {
    const probe = "solobots:probe";
    localStorage.setItem(probe, "1");
    localStorage.removeItem(probe);
    return localStorage;
  } catch (err) {
    const map = new Map();
    memory = {
      getItem: (k) => (map.has(k) ? map.get(k) : null),
      setItem: (k, v) => map.set(k, String(v)),
      removeItem: (k) => map.delete(k),
      key: (i) => [...map.keys()][i] ?? null,
      get length() { return map.size; },
      volatile: true,
    };
    return memory;
  }
}

export function isVolatile() { return Boolean(backend().volatile); }

function readIndex() {
  try {
    const list = JSON.parse(backend().getItem(INDEX) || "[]");
    return Array.isArray(list) ? list.filter((e) => e && typeof e.id === "string") : [];
  } catch (err) {
    return [];
  }
}

export function listSaves() {
  return readIndex().sort((a, b) => String(b.updated).localeCompare(String(a.updated)));
}

export function loadRecord(id) {
  try {
    const record = JSON.parse(backend().getItem(PREFIX + id));
    return isRecord(record) ? record : null;
  } catch (err) {
    return null;
  }
}

export function rawRecord(id) {
  try { return backend().getItem(PREFIX + id); } catch (err) { return null; }
}

export function isRecord(r) {
  return Boolean(r && typeof r === "object" && r.format === RECORD_FORMAT && typeof r.id === "string"
    && typeof r.game === "string" && r.core && typeof r.core === "object");
}

// The revision of the stored copy of a game (null when there is none): another tab that
// saved the same game since we loaded it has moved it on.
export function storedRev(id) {
  const stored = loadRecord(id);
  return stored ? (stored.rev || 0) : null;
}

// Returns null on success, or an error message key. With expectRev, refuses to write over
// a copy another tab saved in the meantime (never a silent overwrite).
export function saveRecord(record, expectRev) {
  const store = backend();
  let rev = record.rev;
  if (expectRev !== undefined) {
    const current = storedRev(record.id);
    if (current !== null && current !== expectRev) return "error.conflict";
    rev = expectRev + 1;
  }
  const entry = { id: record.id, game: record.game, created: record.created, updated: record.updated,
    summary: record.summary, over: record.over, winner: record.winner };
  const index = readIndex().filter((e) => e.id !== record.id);
  index.push(entry);
  const reason = (err) => (err && err.name === "QuotaExceededError" ? "error.storage_full" : "error.storage_failed");
  try {
    store.setItem(PREFIX + record.id, JSON.stringify({ ...record, rev }));
  } catch (err) {
    return reason(err); // nothing written: the revision stays where it was
  }
  record.rev = rev;
  try {
    store.setItem(INDEX, JSON.stringify(index));
  } catch (err) {
    return reason(err);
  }
  return null;
}

export function deleteRecord(id) {
  const store = backend();
  try {
    store.removeItem(PREFIX + id);
    store.setItem(INDEX, JSON.stringify(readIndex().filter((e) => e.id !== id)));
  } catch (err) { /* nothing more to do */ }
}

export function newId() {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function randomSeed() {
  // Words are easier to read aloud and type back than hex.
  const bytes = new Uint32Array(1);
  crypto.getRandomValues(bytes);
  return String(bytes[0] % 1_000_000).padStart(6, "0");
}

export function getPref(name, fallback) {
  try {
    const v = backend().getItem("solobots:pref:" + name);
    return v === null ? fallback : JSON.parse(v);
  } catch (err) {
    return fallback;
  }
}

export function setPref(name, value) {
  try { backend().setItem("solobots:pref:" + name, JSON.stringify(value)); } catch (err) { /* not fatal */ }
}
