// The second copy of every saved game, in the Origin Private File System, outside
// IndexedDB: a browser that loses or rebuilds its IndexedDB store (a damaged database, a
// disk that filled up) does not lose the games. It runs in a worker because the one way
// of writing a file that every current browser has (Safari included) is a synchronous
// access handle, which only workers get.
//
// Each write is a new file, <id>.<rev>.<seconds>.json, and older files are removed only
// when enough newer ones stand: the two newest, and the newest that is at least
// SETTLED_S older than the newest. A full disk may accept a write and lose it later
// (Chromium reports success and leaves an empty file after a restart, as seen in tests):
// a burst of such writes can then never take away a copy made before the disk filled.
// The reader keeps each game's newest file that reads.
const DIR = "solobots-games";
const SETTLED_S = 120;
const NAME = /^(.+)\.(\d+)\.(\d+)\.json$/;
let dirPromise = null;

function dir() {
  if (!dirPromise) dirPromise = navigator.storage.getDirectory().then((root) => root.getDirectoryHandle(DIR, { create: true }));
  return dirPromise;
}

async function writeFile(name, text) {
  const handle = await (await dir()).getFileHandle(name, { create: true });
  const access = await handle.createSyncAccessHandle();
  try {
    const bytes = new TextEncoder().encode(text);
    access.truncate(0);
    let at = 0;
    while (at < bytes.length) at += access.write(bytes.subarray(at), { at });
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

// This game's files, newest first: [{name, rev, seconds}].
async function filesOf(id) {
  const out = [];
  for await (const [name, handle] of (await dir()).entries()) {
    const m = handle.kind === "file" && NAME.exec(name);
    if (m && m[1] === id) out.push({ name, rev: Number(m[2]), seconds: Number(m[3]) });
  }
  return out.sort((a, b) => b.rev - a.rev || b.seconds - a.seconds);
}

async function prune(id) {
  const files = await filesOf(id);
  if (files.length <= 2) return;
  const newest = files[0];
  const settled = files.find((f) => f.seconds <= newest.seconds - SETTLED_S);
  const keep = new Set([files[0].name, files[1].name, settled && settled.name]);
  const folder = await dir();
  for (const f of files) if (!keep.has(f.name)) await folder.removeEntry(f.name).catch(() => {});
}

const OPS = {
  async write({ id, rev, text }) {
    const seconds = Math.floor(Date.now() / 1000);
    await writeFile(`${id}.${rev}.${seconds}.json`, text);
    await prune(id);
    return true;
  },
  // [{id, text}]: each game's newest file that holds a whole record of it.
  async readAll() {
    const byId = new Map();
    for await (const [name, handle] of (await dir()).entries()) {
      const m = handle.kind === "file" && NAME.exec(name);
      if (!m) continue;
      if (!byId.has(m[1])) byId.set(m[1], []);
      byId.get(m[1]).push({ handle, rev: Number(m[2]), seconds: Number(m[3]) });
    }
    const out = [];
    for (const [id, files] of byId) {
      files.sort((a, b) => b.rev - a.rev || b.seconds - a.seconds);
      for (const f of files) {
        let text = "";
        try { text = await readFile(f.handle); JSON.parse(text); } catch (err) { continue; }
        out.push({ id, text });
        break;
      }
    }
    return out;
  },
  async remove({ id }) {
    const folder = await dir();
    for (const f of await filesOf(id)) await folder.removeEntry(f.name).catch(() => {});
    return true;
  },
  async clear() {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry(DIR, { recursive: true }).catch(() => {});
    dirPromise = null;
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
