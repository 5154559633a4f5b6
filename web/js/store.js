// Saved games in the browser's IndexedDB, through the small `idb` wrapper (npm, vendored).
// One record per game in "games"; "meta" holds a short summary of each for the list of
// saved games, written in the same transaction, and is only a cache: the list is checked
// against the records themselves and rebuilt from them where it disagrees. A write counts
// only once its transaction has completed, with "strict" durability where the browser has
// it, so a browser killed right after a tap loses nothing. A database deleted or closed
// under the app (site data cleared, another tab) is opened again and the write made again
// (`reopened()` says so). A database left at a later version by a newer build is opened
// as it is. Where the browser refuses IndexedDB outright (some private windows, blocked
// third-party frames) games live in memory, and the app says so; a database that fails
// later (a full disk) only fails the writes, which the saver tries again.
// Every record is sealed (seal.js) and, once written, copied outside IndexedDB (mirror.js):
// whatever stores a game (a tap, an import, a link kept, a restore) gives it its copy.
// Preferences (language, theme) stay in localStorage.
import { openDB } from "../vendor/idb/idb.js";
import { migrateLocalStorage } from "./store-first.js";
import { seal } from "./seal.js";
import * as mirror from "./mirror.js";
import * as tabs from "./tabs.js";

export const RECORD_FORMAT = "solobots-record";
const DB_NAME = "solobots";
const DB_VERSION = 1;

let db = null;
let memory = null; // Map id -> record, when IndexedDB is refused
let opening = null;
let opened = false; // the database opened once in this page
const watchers = { stored: new Set(), lost: new Set() };

// "stored" (a game was written: the first one is when the app asks to be kept), "lost"
// (the browser closed the database under the app: cleared, or failing).
export function on(event, fn) { watchers[event].add(fn); }
const tell = (event) => { for (const fn of watchers[event]) fn(); };
let recreated = 0; // times it was found deleted and made anew since
let shaken = false; // the database went under this page, or its list could not be read

export function open() {
  if (!opening) opening = connect();
  return opening;
}

const STORES = ["games", "meta", "prefs"];

function upgrade(database, oldVersion) {
  // Created anew after this page had it open: the site's data was cleared under the app.
  if (oldVersion === 0 && opened) { recreated += 1; listed = null; }
  for (const name of STORES) {
    if (!database.objectStoreNames.contains(name)) database.createObjectStore(name, name === "prefs" ? undefined : { keyPath: "id" });
  }
}

async function connect() {
  let conn = null;
  // A newer version of the app wants the database, or the site's data was cleared: let
  // go of this connection; the next call opens it again.
  const lost = () => { forget(conn); listed = null; shaken = true; tell("lost"); };
  const handlers = { blocking: lost, terminated: lost };
  try {
    try {
      conn = await openDB(DB_NAME, DB_VERSION, { upgrade, ...handlers });
    } catch (err) {
      // A newer build left the database at a later version: open it as it is, and read it.
      if (!err || err.name !== "VersionError") throw err;
      conn = await openDB(DB_NAME, undefined, handlers);
      if (!conn.objectStoreNames.contains("games")) throw err;
    }
    db = conn;
    const moved = await migrateLocalStorage(db, metaOf);
    opened = true;
    for (const record of moved.filter(isRecord)) copyRecord(record);
  } catch (err) {
    db = null;
    // Refused from the start: games live in memory. Failing later (a full disk, a store
    // the browser cannot open again yet): the next call tries again.
    if (!opened) memory = new Map();
    else { opening = null; throw err; }
  }
}

function forget(conn) {
  if (!conn || conn !== db) return;
  try { conn.close(); } catch (err) { /* already closed */ }
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
    forget(db);
    await open();
    return fn(memory ? null : db);
  }
}

// How many times the database was found deleted under the app and made anew (cleared
// storage): the saver compares it around a write to tell the player the game was written back.
export function reopened() { return recreated; }

export function isVolatile() { return Boolean(memory); }

// Whether the list of saved games may miss games the app still holds: the database was
// closed or deleted under this page (a full disk, site data cleared), or could not be read.
export function mayMissGames() { return shaken; }

// ---------- records ----------
export function isRecord(r) {
  return Boolean(r && typeof r === "object" && r.format === RECORD_FORMAT && typeof r.id === "string"
    && typeof r.game === "string" && r.core && typeof r.core === "object" && Array.isArray(r.core.actions));
}

export function metaOf(record) {
  if (!isRecord(record)) {
    const id = record && typeof record.id === "string" ? record.id : null;
    return id && { id, game: typeof record.game === "string" ? record.game : null, damaged: true,
      updated: typeof record.updated === "string" ? record.updated : "" };
  }
  return { id: record.id, game: record.game, created: record.created, updated: record.updated,
    summary: record.summary, over: Boolean(record.over), winner: record.winner || null,
    steps: record.core.actions.length, at: Number.isInteger(record.core.cursor) ? record.core.cursor : null, result: record.result || null, rev: record.rev || 0,
    checksum: typeof record.core.checksum === "string" ? record.core.checksum : null };
}

function validMeta(m) {
  return Boolean(m && typeof m.id === "string" && (m.damaged || typeof m.game === "string"));
}

// The saved games, newest first: each {id, game, created, updated, summary, over, winner,
// rev, steps, damaged?}. One pass over the keys and the summaries, once per page: the list
// is then kept here, updated by this page's own writes and dropped when another tab
// writes (tabs.js) or the database goes. Thousands of games list at once.
let listed = null; // Map id -> summary, or null to read again

// The order of the list of saved games: the last played first.
export const newestFirst = (a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0);

export async function listSaves() {
  if (!listed) {
    const list = await readList();
    if (!list.ok) return [];
    listed = list;
  }
  return [...listed.values()].sort(newestFirst);
}

async function readList() {
  let known = new Map();
  const metas = await withDb(async (base) => {
    if (!base) return [...memory.values()].map(metaOf).filter(Boolean);
    const [keys, cached] = await Promise.all([base.getAllKeys("games"), base.getAll("meta").catch(() => [])]);
    const byId = new Map(cached.filter(validMeta).map((m) => [m.id, m]));
    known = new Map(byId);
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
    const present = new Set(keys);
    for (const m of cached) if (validMeta(m) && !present.has(m.id)) base.delete("meta", m.id).catch(() => {});
    return out;
  }).catch(() => null);
  const list = new Map((metas || []).map((m) => [m.id, m]));
  list.ok = Boolean(metas); // a list that could not be read is not kept
  if (!list.ok) shaken = true;
  list.known = known;
  return list;
}

function listedPut(meta) {
  if (listed && meta) listed.set(meta.id, meta);
}

// Another tab stored or deleted games: the list is read again when next asked for.
tabs.onStoredElsewhere(() => { listed = null; });

// What the app knew of each game when this page first read the list, from the summaries
// alone (a game whose record was lost keeps its summary until then): Map id -> summary.
export async function knownGames() {
  if (!listed) await listSaves();
  return listed ? listed.known : new Map();
}

// Every record, `size` at a time, to fn(batch) (awaited): the check of every record at
// start reads thousands without holding them all at once.
export async function eachBatch(fn, size = 100) {
  let after = null;
  for (;;) {
    const batch = await withDb((base) => {
      if (!base) return after === null ? [...memory.values()] : [];
      return base.getAll("games", after === null ? null : IDBKeyRange.lowerBound(after, true), size);
    }).catch(() => []);
    if (!batch.length) return;
    await fn(batch);
    if (memory) return;
    after = batch[batch.length - 1].id;
  }
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
// again comes back to it. Then its second copy is written (not awaited).
export async function saveRecord(record, expectRev, { current = false } = {}) {
  const rev = expectRev === undefined ? (record.rev || 0) : expectRev + 1;
  const { record: stored, text } = await seal({ ...record, rev });
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
        // The summary is written with its record in every transaction and carries its
        // revision: reading it spares reading a whole long game back at every tap. A
        // summary without one (a damaged record's, or none) sends to the record itself.
        const summary = await tx.objectStore("meta").get(record.id);
        const there = summary && typeof summary.rev === "number" ? summary : await games.get(record.id);
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
  if (stored.sum) record.sum = stored.sum;
  listedPut(metaOf(stored));
  tabs.announceStored();
  if (!memory) mirror.write(record.id, rev, text);
  tell("stored");
  return null;
}

// Several records in one transaction: all of them are stored, or none (an import killed
// half-way leaves the storage as it was), each then given its second copy. Returns null
// or an error key.
export async function saveMany(records) {
  const sealed = await Promise.all(records.map((r) => seal({ ...r, rev: r.rev || 0 })));
  try {
    await withDb(async (base) => {
      if (!base) {
        for (const { record } of sealed) memory.set(record.id, structuredClone(record));
        return;
      }
      const tx = base.transaction(["games", "meta"], "readwrite", { durability: "strict" });
      for (const { record } of sealed) {
        tx.objectStore("games").put(record);
        tx.objectStore("meta").put(metaOf(record));
      }
      tx.commit();
      await tx.done;
    });
  } catch (err) {
    return await failure(err);
  }
  if (!memory) for (const { record, text } of sealed) mirror.write(record.id, record.rev, text);
  for (const { record } of sealed) listedPut(metaOf(record));
  if (sealed.length) { tell("stored"); tabs.announceStored(); }
  return null;
}

// Records brought back from a copy, each only where IndexedDB still holds what the check
// saw (`seen`: id -> the rev found there, null for nothing): a tab that saved the game
// since keeps its write. With `copy`, their second copy is written again too (they came
// from memory). Returns the records stored ([]: none), or null when the write failed.
export async function restoreMany(records, seen, { copy = false } = {}) {
  if (memory || !records.length) return [];
  const stored = [];
  try {
    await withDb(async (base) => {
      const tx = base.transaction(["games", "meta"], "readwrite", { durability: "strict" });
      const games = tx.objectStore("games");
      for (const r of records) {
        const there = await games.get(r.id);
        const rev = there ? (typeof there.rev === "number" ? there.rev : 0) : null;
        if (rev !== (seen.has(r.id) ? seen.get(r.id) : null)) continue;
        games.put(r);
        tx.objectStore("meta").put(metaOf(r));
        stored.push(r);
      }
      tx.commit();
      await tx.done;
    });
  } catch (err) {
    return null;
  }
  if (copy) for (const r of stored) seal(r).then(({ text }) => mirror.write(r.id, r.rev || 0, text));
  for (const r of stored) listedPut(metaOf(r));
  if (stored.length) tabs.announceStored();
  return stored;
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

// Write a record's second copy again (it was missing, damaged or unsealed). True once read back.
export async function copyRecord(record) {
  const { text } = await seal(record);
  return mirror.write(record.id, record.rev || 0, text);
}

// Both copies of a game.
export async function deleteRecord(id) {
  await mirror.remove(id);
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
  if (listed) listed.delete(id);
  tabs.announceStored();
}

// The browser's storage quota (persistence.js): kept here too for the screens that ask the store.
export { requestPersistence, storageInfo } from "./persistence.js";

// Ids, seeds and preferences (prefs.js), kept here for the modules that ask the store.
export { newId, randomSeed, getPref, setPref } from "./prefs.js";
