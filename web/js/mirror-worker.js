// The second copy of every saved game, in the Origin Private File System, outside
// IndexedDB, and a third in this worker's memory. It runs in a worker because the one way
// of writing a file that every current browser has (Safari included) is a synchronous
// access handle, which only workers get. Self-contained (no imports): the build copies
// workers as they are.
//
// Each write is a new file, <id>.<rev>.<seconds>.json, holding the game's sealed record
// (seal.js: its SHA-256 as its last key). A file counts only once it was read back whole
// and its seal matches; older files are removed only then, and never all of them: the
// newest two that are not known bad stay, and the newest one SETTLED_S older than the
// new one. A write that fails (a full disk refuses it, or accepts it and loses it) leaves
// every copy made before. A write never loops on a disk that takes no more bytes.
//
// Memory: every copy written or read here is also held (up to HOLD_BYTES), so that when
// the browser deletes the site's storage under the open app (Chromium did so on a full
// disk, persisted or not, in tests), every game can be written back once there is room.
const DIR = "solobots-games";
const SETTLED_S = 120;
const HOLD_BYTES = 64 * 1024 * 1024;
const NAME = /^(.+)\.(\d+)\.(\d+)\.json$/;
let dirPromise = null;
const held = new Map(); // id -> {rev, text}
let heldBytes = 0;
const bad = new Set(); // names of files found damaged

function dir() {
  if (!dirPromise) {
    dirPromise = navigator.storage.getDirectory().then((root) => root.getDirectoryHandle(DIR, { create: true }));
    dirPromise.catch(() => { dirPromise = null; });
  }
  return dirPromise;
}

// The folder may have been deleted under us (site data cleared): its handle then fails
// with NotFoundError. Ask for it again once.
async function inDir(fn) {
  try {
    return await fn(await dir());
  } catch (err) {
    if (!err || err.name !== "NotFoundError") throw err;
    dirPromise = null;
    index = null;
    return fn(await dir());
  }
}

function failure(name, message) {
  const err = new Error(message);
  err.name = name;
  return err;
}

async function writeFile(folder, name, text) {
  const handle = await folder.getFileHandle(name, { create: true });
  const access = await handle.createSyncAccessHandle();
  try {
    const bytes = new TextEncoder().encode(text);
    access.truncate(0);
    let at = 0;
    while (at < bytes.length) {
      const n = access.write(bytes.subarray(at), { at });
      if (!(n > 0)) throw failure("QuotaExceededError", "the disk took no more bytes");
      at += n;
    }
    access.flush();
  } finally {
    access.close();
  }
}

async function readFile(handle) {
  const access = await handle.createSyncAccessHandle();
  try {
    const bytes = new Uint8Array(access.getSize());
    access.read(bytes, { at: 0 });
    return new TextDecoder().decode(bytes);
  } finally {
    access.close();
  }
}

async function digest(text) {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

// The record a copy's text holds, if it is whole: it parses, is this game's, and its seal
// (when it has one: copies of earlier versions have none) matches. Otherwise null.
async function intactRecord(text, id) {
  let record;
  try { record = JSON.parse(text); } catch (err) { return null; }
  if (!record || typeof record !== "object" || record.id !== id || !record.core) return null;
  if (typeof record.sum === "string" && crypto.subtle) {
    const rest = { ...record };
    delete rest.sum;
    if ((await digest(JSON.stringify(rest))) !== record.sum) return null;
  }
  return record;
}

function hold(id, rev, text) {
  const before = held.get(id);
  if (before && before.rev > rev) return;
  const size = text.length * 2;
  const next = heldBytes - (before ? before.text.length * 2 : 0) + size;
  if (next > HOLD_BYTES) return; // beyond the bound: this game is held on disk only
  held.set(id, { rev, text });
  heldBytes = next;
}

// Every game's files, newest first: Map id -> [{name, rev, seconds}], read from the folder
// once and then kept up to date by this worker's own writes and removals.
let index = null;

async function listing() {
  if (index) return index;
  index = await inDir(async (folder) => {
    const byId = new Map();
    for await (const [name, handle] of folder.entries()) {
      const m = handle.kind === "file" && NAME.exec(name);
      if (!m) continue;
      if (!byId.has(m[1])) byId.set(m[1], []);
      byId.get(m[1]).push({ name, rev: Number(m[2]), seconds: Number(m[3]) });
    }
    for (const files of byId.values()) sortFiles(files);
    return byId;
  });
  return index;
}

function sortFiles(files) {
  files.sort((a, b) => b.rev - a.rev || b.seconds - a.seconds);
}

function noted(id, name, rev, seconds) {
  if (!index) return;
  const files = index.get(id) || [];
  files.push({ name, rev, seconds });
  sortFiles(files);
  index.set(id, files);
}

async function removeFiles(id, names) {
  await inDir(async (folder) => {
    for (const name of names) {
      await folder.removeEntry(name).catch(() => {});
      bad.delete(name);
    }
  });
  if (!index || !index.has(id)) return;
  const left = index.get(id).filter((f) => !names.includes(f.name));
  if (left.length) index.set(id, left); else index.delete(id);
}

// This game's newest copy that reads whole: {rev, text, name} or null. Damaged files met
// on the way are noted (and removed once a good one stands).
async function newestOf(id, files) {
  for (const f of files) {
    if (bad.has(f.name)) continue;
    let text;
    try { text = await inDir(async (folder) => readFile(await folder.getFileHandle(f.name))); } catch (err) { continue; }
    const record = await intactRecord(text, id);
    if (!record) { bad.add(f.name); continue; }
    hold(id, record.rev || 0, text);
    return { rev: record.rev || 0, text, name: f.name, sealed: typeof record.sum === "string" };
  }
  return null;
}

async function prune(id, keepName) {
  const files = (await listing()).get(id) || [];
  const mine = files.find((f) => f.name === keepName);
  if (!mine) return;
  const others = files.filter((f) => f.name !== keepName && !bad.has(f.name));
  const settled = others.find((f) => f.seconds <= mine.seconds - SETTLED_S);
  const keep = new Set([keepName, ...others.slice(0, 2).map((f) => f.name), settled && settled.name]);
  await removeFiles(id, files.filter((f) => !keep.has(f.name)).map((f) => f.name));
}

const OPS = {
  // Write a game's sealed record; true once it was read back whole.
  async write({ id, rev, text }) {
    const seconds = Math.floor(Date.now() / 1000);
    const name = `${id}.${rev}.${seconds}.json`;
    try {
      await inDir(async (folder) => {
        await writeFile(folder, name, text);
        const back = await readFile(await folder.getFileHandle(name));
        if (back !== text) throw failure("QuotaExceededError", "the copy did not read back whole");
      });
    } catch (err) {
      // Leave no empty or cut file behind (the disk may refuse even that: then the reader skips it).
      await inDir((folder) => folder.removeEntry(name)).catch(() => {});
      throw err;
    }
    hold(id, rev, text);
    noted(id, name, rev, seconds);
    await prune(id, name).catch(() => {});
    return true;
  },
  // {id: newest rev} from the files' names alone (nothing read): the quick look at start.
  async names() {
    const out = {};
    for (const [id, files] of await listing()) out[id] = files[0].rev;
    return out;
  },
  // [{id, rev, text}]: the newest whole copy of each game asked for (every game if none asked).
  async newest({ ids } = {}) {
    const all = await listing();
    const out = [];
    for (const id of ids || all.keys()) {
      const found = all.has(id) ? await newestOf(id, all.get(id)) : null;
      if (found) out.push({ id, rev: found.rev, text: found.text });
    }
    return out;
  },
  // The check of every copy against IndexedDB's ({id: rev, or -1 where its record is
  // damaged}): {restore: [{id, rev, text}] where the copy is newer or IndexedDB's is damaged
  // or missing, want: [id] where IndexedDB holds a newer or the only whole record, or the
  // copy was written before copies were sealed}. Damaged files are removed where a whole
  // copy stands.
  async audit({ stored }) {
    const all = await listing();
    const restore = [];
    const want = [];
    for (const [id, files] of [...all]) {
      const found = await newestOf(id, files);
      const there = Object.prototype.hasOwnProperty.call(stored, id) ? stored[id] : null;
      if (found && (there === null || found.rev > there)) restore.push({ id, rev: found.rev, text: found.text });
      else if (there !== null && there >= 0 && (!found || found.rev < there || !found.sealed)) want.push(id);
      if (found) await removeFiles(id, files.filter((f) => bad.has(f.name)).map((f) => f.name)).catch(() => {});
    }
    for (const [id, rev] of Object.entries(stored)) if (!all.has(id) && rev >= 0) want.push(id);
    return { restore, want };
  },
  // Every game held in memory: [{id, rev, text}] (to write back what the browser deleted).
  async held() {
    return [...held].map(([id, { rev, text }]) => ({ id, rev, text }));
  },
  async remove({ id }) {
    const files = (await listing()).get(id) || [];
    await removeFiles(id, files.map((f) => f.name));
    const before = held.get(id);
    if (before) { heldBytes -= before.text.length * 2; held.delete(id); }
    return true;
  },
  async clear() {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry(DIR, { recursive: true }).catch(() => {});
    dirPromise = null;
    index = null;
    held.clear();
    heldBytes = 0;
    return true;
  },
};

self.onmessage = async ({ data }) => {
  const { seq, op, args } = data || {};
  try {
    const result = await OPS[op](args || {});
    self.postMessage({ seq, ok: true, result });
  } catch (err) {
    self.postMessage({ seq, ok: false, error: String((err && err.name) || err) });
  }
};
