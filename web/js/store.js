// Saved games in the browser's IndexedDB, through the small `idb` wrapper (npm, vendored).
// One record per game in "games"; "meta" holds a short summary of each for the list of
// saved games, written in the same transaction, and is only a cache: the list is checked
// against the records themselves and rebuilt from them where it disagrees. A write counts
// only once its transaction has completed, with "strict" durability where the browser has
// it, so a browser killed right after a tap loses nothing. Where the browser refuses
// IndexedDB outright (some private windows, blocked third-party frames) games live in
// memory, and the app says so. Preferences (language, theme) stay in localStorage.
import { openDB } from "../vendor/idb/idb.js";

export const RECORD_FORMAT = "solobots-record";
const DB_NAME = "solobots";
const DB_VERSION = 1;
const LEGACY_PREFIX = "solobots:save:";
const LEGACY_INDEX = "solobots:index";

let db = null;
let memory = null; // Map id -> record, when IndexedDB is refused
let opening = null;

export function open() {
  if (!opening) opening = connect();
  return opening;
}

async function connect() {
  try {
    db = await openDB(DB_NAME, DB_VERSION, {
      upgrade(database) {
        database.createObjectStore("games", { keyPath: "id" });
        database.createObjectStore("meta", { keyPath: "id" });
        database.createObjectStore("prefs");
      },
      blocking() { db && db.close(); }, // a newer version of the app wants the database
    });
    await migrateLocalStorage();
  } catch (err) {
    db = null;
    memory = new Map();
  }
}

export function isVolatile() { return Boolean(memory); }

// ---------- records ----------
export function isRecord(r) {
  return Boolean(r && typeof r === "object" && r.format === RECORD_FORMAT && typeof r.id === "string"
    && typeof r.game === "string" && r.core && typeof r.core === "object" && Array.isArray(r.core.actions));
}

function metaOf(record) {
  if (!isRecord(record)) {
    const id = record && typeof record.id === "string" ? record.id : null;
    return id && { id, game: typeof record.game === "string" ? record.game : null, damaged: true,
      updated: typeof record.updated === "string" ? record.updated : "" };
  }
  return { id: record.id, game: record.game, created: record.created, updated: record.updated,
    summary: record.summary, over: Boolean(record.over), winner: record.winner || null,
    steps: record.core.actions.length, result: record.result || null, rev: record.rev || 0 };
}

function validMeta(m) {
  return Boolean(m && typeof m.id === "string" && (m.damaged || typeof m.game === "string"));
}

// The saved games, newest first: each {id, game, created, updated, summary, over, winner, damaged?}.
export async function listSaves() {
  await open();
  let metas;
  if (memory) {
    metas = [...memory.values()].map(metaOf).filter(Boolean);
  } else {
    const [keys, cached] = await Promise.all([db.getAllKeys("games"), db.getAll("meta").catch(() => [])]);
    const byId = new Map(cached.filter(validMeta).map((m) => [m.id, m]));
    metas = [];
    for (const id of keys) {
      let meta = byId.get(id);
      if (!meta) {
        // The list is only a cache: rebuild the entry from the record itself.
        meta = metaOf(await db.get("games", id)) || { id: String(id), game: null, damaged: true, updated: "" };
        db.put("meta", meta).catch(() => {});
      }
      metas.push(meta);
    }
    const orphans = cached.filter((m) => validMeta(m) && !keys.includes(m.id));
    for (const m of orphans) db.delete("meta", m.id).catch(() => {});
  }
  return metas.sort((a, b) => String(b.updated).localeCompare(String(a.updated)));
}

export async function loadRecord(id) {
  const raw = await rawRecord(id);
  return isRecord(raw) ? raw : null;
}

export async function rawRecord(id) {
  await open();
  try {
    return memory ? memory.get(id) || null : (await db.get("games", id)) || null;
  } catch (err) {
    return null;
  }
}

export async function allRecords() {
  await open();
  if (memory) return [...memory.values()];
  return db.getAll("games");
}

// Write a game's record. Returns null once it is durably stored, or an error key. With
// expectRev, refuses to write over a copy another tab saved in the meantime (checked in
// the same transaction, so two tabs can never both win). With current, the game is also
// noted as the one on the table, in the same transaction: a browser killed and opened
// again comes back to it.
export async function saveRecord(record, expectRev, { current = false } = {}) {
  await open();
  const rev = expectRev === undefined ? (record.rev || 0) : expectRev + 1;
  const stored = { ...record, rev };
  if (memory) {
    const existing = memory.get(record.id);
    if (expectRev !== undefined && existing && (existing.rev || 0) !== expectRev) return "error.conflict";
    memory.set(record.id, structuredClone(stored));
    if (current) memoryCurrent = record.id;
    record.rev = rev;
    return null;
  }
  try {
    const tx = db.transaction(["games", "meta", "prefs"], "readwrite", { durability: "strict" });
    const games = tx.objectStore("games");
    if (expectRev !== undefined) {
      const current = await games.get(record.id);
      if (current && (current.rev || 0) !== expectRev) {
        tx.abort();
        await tx.done.catch(() => {});
        return "error.conflict";
      }
    }
    games.put(stored);
    tx.objectStore("meta").put(metaOf(stored));
    if (current) tx.objectStore("prefs").put(record.id, "current");
    tx.commit(); // everything is asked: commit now rather than when the event loop idles
    await tx.done;
  } catch (err) {
    return err && err.name === "QuotaExceededError" ? "error.storage_full" : "error.storage_failed";
  }
  record.rev = rev;
  return null;
}

// The game on the table when the app was last used (null on the home screen).
let memoryCurrent = null;

export async function getCurrent() {
  await open();
  if (memory) return memoryCurrent;
  try { return (await db.get("prefs", "current")) || null; } catch (err) { return null; }
}

export async function setCurrent(id) {
  await open();
  if (memory) { memoryCurrent = id; return; }
  try {
    const tx = db.transaction("prefs", "readwrite", { durability: "strict" });
    tx.objectStore("prefs").put(id, "current");
    tx.commit();
    await tx.done;
  } catch (err) { /* the home screen is shown next time: nothing is lost */ }
}

// The revision of the stored copy of a game (null when there is none), read from the
// small summary written with it when there is one.
export async function storedRev(id) {
  await open();
  if (!memory) {
    const meta = await db.get("meta", id).catch(() => null);
    if (validMeta(meta) && typeof meta.rev === "number") return meta.rev;
  }
  const stored = await loadRecord(id);
  return stored ? (stored.rev || 0) : null;
}

export async function deleteRecord(id) {
  await open();
  if (memory) { memory.delete(id); return; }
  try {
    const tx = db.transaction(["games", "meta"], "readwrite", { durability: "strict" });
    tx.objectStore("games").delete(id);
    tx.objectStore("meta").delete(id);
    tx.commit();
    await tx.done;
  } catch (err) { /* nothing more to do */ }
}

// ---------- the move from localStorage (the app's first storage) ----------
// Every saved game moves over once, damaged ones included (kept as they were, so they stay
// listed with "export as it is"); localStorage is freed only after the move has completed.
async function migrateLocalStorage() {
  let ls;
  try { ls = window.localStorage; ls.length; } catch (err) { return; }
  const keys = [];
  for (let i = 0; i < ls.length; i++) {
    const key = ls.key(i);
    if (key && key.startsWith(LEGACY_PREFIX)) keys.push(key);
  }
  if (!keys.length) { ls.removeItem(LEGACY_INDEX); return; }
  const tx = db.transaction(["games", "meta"], "readwrite", { durability: "strict" });
  for (const key of keys) {
    const id = key.slice(LEGACY_PREFIX.length);
    const text = ls.getItem(key);
    let record;
    try { record = JSON.parse(text); } catch (err) { record = null; }
    if (!record || typeof record !== "object" || record.id !== id) record = { id, damaged: true, raw: String(text) };
    if (!(await tx.objectStore("games").getKey(id))) {
      tx.objectStore("games").put(record);
      const meta = metaOf(record);
      if (meta) tx.objectStore("meta").put(meta);
    }
  }
  await tx.done;
  for (const key of keys) ls.removeItem(key);
  ls.removeItem(LEGACY_INDEX);
}

// ---------- the browser's storage quota ----------
export async function requestPersistence() {
  try {
    if (navigator.storage && navigator.storage.persist && !(await navigator.storage.persisted())) {
      return await navigator.storage.persist();
    }
    return navigator.storage ? await navigator.storage.persisted() : false;
  } catch (err) {
    return false;
  }
}

// {usage, quota, persisted} in bytes, or null where the browser does not say.
export async function storageInfo() {
  try {
    const [estimate, persisted] = await Promise.all([navigator.storage.estimate(), navigator.storage.persisted()]);
    return { usage: estimate.usage || 0, quota: estimate.quota || 0, persisted: Boolean(persisted) };
  } catch (err) {
    return null;
  }
}

// ---------- ids and preferences ----------
export function newId() {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function randomSeed() {
  // Six digits are easy to read aloud and type back.
  const bytes = new Uint32Array(1);
  crypto.getRandomValues(bytes);
  return String(bytes[0] % 1_000_000).padStart(6, "0");
}

const prefsInMemory = new Map();

export function getPref(name, fallback) {
  try {
    const v = window.localStorage.getItem("solobots:pref:" + name);
    return v === null ? fallback : JSON.parse(v);
  } catch (err) {
    return prefsInMemory.has(name) ? prefsInMemory.get(name) : fallback;
  }
}

export function setPref(name, value) {
  try {
    window.localStorage.setItem("solobots:pref:" + name, JSON.stringify(value));
  } catch (err) {
    prefsInMemory.set(name, value);
  }
}
