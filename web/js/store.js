// Saved games in the browser's IndexedDB, through the small `idb` wrapper (npm, vendored).
// One record per game in "games"; "meta" holds a short summary of each for the list of
// saved games, written in the same transaction, and is only a cache: the list is checked
// against the records themselves and rebuilt from them where it disagrees. A write counts
// only once its transaction has completed, with "strict" durability where the browser has
// it, so a browser killed right after a tap loses nothing. A database deleted or closed
// under the app (site data cleared, another tab) is opened again and the write made again
// (`reopened()` says so). Where the browser refuses IndexedDB outright (some private
// windows, blocked third-party frames) games live in memory, and the app says so.
// Preferences (language, theme) stay in localStorage.
import { openDB } from "../vendor/idb/idb.js";
import { migrateLocalStorage } from "./store-first.js";

export const RECORD_FORMAT = "solobots-record";
const DB_NAME = "solobots";
const DB_VERSION = 1;

let db = null;
let memory = null; // Map id -> record, when IndexedDB is refused
let opening = null;
let connects = 0;

export function open() {
  if (!opening) opening = connect();
  return opening;
}

async function connect() {
  connects += 1;
  try {
    db = await openDB(DB_NAME, DB_VERSION, {
      upgrade(database) {
        database.createObjectStore("games", { keyPath: "id" });
        database.createObjectStore("meta", { keyPath: "id" });
        database.createObjectStore("prefs");
      },
      // A newer version of the app wants the database, or the site's data was cleared:
      // let go of this connection; the next call opens it again.
      blocking() { forget(); },
      terminated() { forget(); },
    });
    await migrateLocalStorage(db, metaOf);
  } catch (err) {
    db = null;
    memory = new Map();
  }
}

function forget() {
  if (db) { try { db.close(); } catch (err) { /* already closed */ } }
  db = null;
  opening = null;
}

// A database closed or deleted under us fails with one of these: open it again and retry.
// (Not "UnknownError": that is the disk failing, often full; reopening then only fails
// too, and a browser may give up on the store it cannot open.)
const GONE = new Set(["InvalidStateError", "NotFoundError"]);

async function withDb(fn) {
  await open();
  if (memory) return fn(null);
  try {
    return await fn(db);
  } catch (err) {
    if (!err || !GONE.has(err.name)) throw err;
    forget();
    await open();
    return fn(memory ? null : db);
  }
}

// How many times the database had to be opened again (cleared storage, another version):
// the saver compares it around a write to tell the player the game was written back.
export function reopened() { return Math.max(0, connects - 1); }

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
    steps: record.core.actions.length, result: record.result || null, rev: record.rev || 0,
    checksum: typeof record.core.checksum === "string" ? record.core.checksum : null };
}

function validMeta(m) {
  return Boolean(m && typeof m.id === "string" && (m.damaged || typeof m.game === "string"));
}

// The saved games, newest first: each {id, game, created, updated, summary, over, winner, damaged?}.
export async function listSaves() {
  const metas = await withDb(async (base) => {
    if (!base) return [...memory.values()].map(metaOf).filter(Boolean);
    const [keys, cached] = await Promise.all([base.getAllKeys("games"), base.getAll("meta").catch(() => [])]);
    const byId = new Map(cached.filter(validMeta).map((m) => [m.id, m]));
    const out = [];
    for (const id of keys) {
      let meta = byId.get(id);
      if (!meta) {
        // The list is only a cache: rebuild the entry from the record itself.
        meta = metaOf(await base.get("games", id)) || { id: String(id), game: null, damaged: true, updated: "" };
        base.put("meta", meta).catch(() => {});
      }
      out.push(meta);
    }
    const orphans = cached.filter((m) => validMeta(m) && !keys.includes(m.id));
    for (const m of orphans) base.delete("meta", m.id).catch(() => {});
    return out;
  }).catch(() => []);
  return metas.sort((a, b) => String(b.updated).localeCompare(String(a.updated)));
}

export async function loadRecord(id) {
  const raw = await rawRecord(id);
  return isRecord(raw) ? raw : null;
}

export async function rawRecord(id) {
  try {
    return await withDb(async (base) => (base ? (await base.get("games", id)) || null : memory.get(id) || null));
  } catch (err) {
    return null;
  }
}

export async function allRecords() {
  try {
    return await withDb((base) => (base ? base.getAll("games") : [...memory.values()]));
  } catch (err) {
    return [];
  }
}

// Why a write failed. A full disk is not always said as such: Chromium says UnknownError
// (its store cannot write its log), and its quota estimate does not see the disk fill.
const FULL_MARGIN = 4_000_000;

async function failure(err) {
  if (err && (err.name === "QuotaExceededError" || err.name === "UnknownError")) return "error.storage_full";
  try {
    const { usage = 0, quota = 0 } = await navigator.storage.estimate();
    if (quota && quota - usage < FULL_MARGIN) return "error.storage_full";
  } catch (e) { /* the browser does not say */ }
  return "error.storage_failed";
}

// Write a game's record. Returns null once it is durably stored, or an error key. With
// expectRev, refuses to write over a copy another tab saved in the meantime (checked in
// the same transaction, so two tabs can never both win). With current, the game is also
// noted as the one on the table, in the same transaction: a browser killed and opened
// again comes back to it.
export async function saveRecord(record, expectRev, { current = false } = {}) {
  const rev = expectRev === undefined ? (record.rev || 0) : expectRev + 1;
  const stored = { ...record, rev };
  try {
    const problem = await withDb(async (base) => {
      if (!base) {
        const existing = memory.get(record.id);
        if (expectRev !== undefined && existing && (existing.rev || 0) !== expectRev) return "error.conflict";
        memory.set(record.id, structuredClone(stored));
        if (current) memoryCurrent = record.id;
        return null;
      }
      const tx = base.transaction(["games", "meta", "prefs"], "readwrite", { durability: "strict" });
      const games = tx.objectStore("games");
      if (expectRev !== undefined) {
        const there = await games.get(record.id);
        if (there && (there.rev || 0) !== expectRev) {
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
      return null;
    });
    if (problem) return problem;
  } catch (err) {
    return await failure(err);
  }
  record.rev = rev;
  return null;
}

// Several records in one transaction: all of them are stored, or none (an import killed
// half-way leaves the storage as it was). Returns null or an error key.
export async function saveMany(records) {
  try {
    await withDb(async (base) => {
      if (!base) {
        for (const r of records) memory.set(r.id, structuredClone({ ...r, rev: r.rev || 0 }));
        return;
      }
      const tx = base.transaction(["games", "meta"], "readwrite", { durability: "strict" });
      for (const r of records) {
        const stored = { ...r, rev: r.rev || 0 };
        tx.objectStore("games").put(stored);
        tx.objectStore("meta").put(metaOf(stored));
      }
      tx.commit();
      await tx.done;
    });
  } catch (err) {
    return await failure(err);
  }
  return null;
}

// The game on the table when the app was last used (null on the home screen).
let memoryCurrent = null;

export async function getCurrent() {
  try {
    return await withDb(async (base) => (base ? (await base.get("prefs", "current")) || null : memoryCurrent));
  } catch (err) {
    return null;
  }
}

export async function setCurrent(id) {
  try {
    await withDb(async (base) => {
      if (!base) { memoryCurrent = id; return; }
      const tx = base.transaction("prefs", "readwrite", { durability: "strict" });
      tx.objectStore("prefs").put(id, "current");
      tx.commit();
      await tx.done;
    });
  } catch (err) { /* the home screen is shown next time: nothing is lost */ }
}

// The revision of the stored copy of a game (null when there is none), read from the
// small summary written with it when there is one.
export async function storedRev(id) {
  const fromMeta = await withDb(async (base) => {
    if (!base) return undefined;
    const meta = await base.get("meta", id).catch(() => null);
    return validMeta(meta) && typeof meta.rev === "number" ? meta.rev : undefined;
  }).catch(() => undefined);
  if (fromMeta !== undefined) return fromMeta;
  const stored = await loadRecord(id);
  return stored ? (stored.rev || 0) : null;
}

export async function deleteRecord(id) {
  try {
    await withDb(async (base) => {
      if (!base) { memory.delete(id); return; }
      const tx = base.transaction(["games", "meta"], "readwrite", { durability: "strict" });
      tx.objectStore("games").delete(id);
      tx.objectStore("meta").delete(id);
      tx.commit();
      await tx.done;
    });
  } catch (err) { /* nothing more to do */ }
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
