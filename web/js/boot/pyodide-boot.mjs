// Installed beside the vendored pyodide.mjs by scripts/build_python.py; PyScript imports it
// as the interpreter module and calls its loadPyodide. It boots from the memory snapshot
// made at build time (Python started and the engine imported), and falls back to a plain
// boot on any failure: a missing file, a snapshot from another Pyodide build, a browser
// without DecompressionStream. The build writes the snapshot's name below; the name
// carries the engine's hash, so a snapshot of another engine is never used. The snapshot's
// file is smaller than Pyodide's own (snapshot.mjs).
import { loadPyodide as plainLoad, version } from "./pyodide.mjs";
import { loadSnapshot, read } from "./snapshot.mjs";

export { version };

const SNAPSHOT = "__SNAPSHOT__";
// Pyodide's lock file, as the app needs it: no package (the app loads none), so Pyodide
// never fetches pyodide-lock.json (119 KB); the build writes the file's `info` here.
const LOCK = "__LOCK__";

// Read from the moment PyScript imports this module, a while before it calls loadPyodide.
let snapshot = (async () => {
  if (typeof DecompressionStream !== "function") throw new Error("no DecompressionStream");
  const res = await fetch(new URL(SNAPSHOT, import.meta.url));
  if (!res.ok) throw new Error(`snapshot: HTTP ${res.status}`);
  return read(res);
})();
snapshot.catch(() => {}); // a failure is said when loadPyodide meets it

// Where the browser refuses IndexedDB (a blocked third-party frame, some private modes),
// PyScript's package cache would stop the boot: give this worker a memory stand-in.
await (async () => {
  const usable = await new Promise((resolve) => {
    try {
      const req = indexedDB.open("solobots-probe");
      req.onsuccess = () => { req.result.close(); resolve(true); };
      req.onerror = () => resolve(false);
      req.onblocked = () => resolve(true);
    } catch (err) {
      resolve(false);
    }
  });
  if (!usable) {
    const { memoryIndexedDB } = await import("./memory-idb.mjs");
    Object.defineProperty(globalThis, "indexedDB", { value: memoryIndexedDB(), configurable: true });
  }
})();

export async function loadPyodide(given = {}) {
  const options = given.lockFileContents || given.lockFileURL ? given : { ...given, lockFileContents: LOCK };
  // The snapshot may still be arriving: Pyodide fetches and compiles its wasm meanwhile (it
  // awaits the snapshot only to size the memory it restores into).
  const heap = snapshot;
  snapshot = null; // ~30 MB, once Pyodide has copied it: nothing here keeps it
  try {
    const py = await loadSnapshot(heap, (bytes) => plainLoad({ ...options, _loadSnapshot: bytes }));
    // Pyodide keeps its options: drop the buffer from them too.
    if (py._api && py._api.config) delete py._api.config._loadSnapshot;
    globalThis.solobotsBoot = "snapshot";
    return py;
  } catch (err) {
    console.warn("Solobots: no usable memory snapshot, plain boot", err);
  }
  globalThis.solobotsBoot = "plain";
  return plainLoad(options);
}
