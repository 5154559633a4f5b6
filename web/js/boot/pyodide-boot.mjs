// Installed beside the vendored pyodide.mjs by scripts/build_python.py; PyScript imports it
// as the interpreter module and calls its loadPyodide. It boots from the memory snapshot
// made at build time (Python started and the engine imported), and falls back to a plain
// boot on any failure: a missing file, a snapshot from another Pyodide build, a browser
// without DecompressionStream. The build writes the snapshot's name below; the name
// carries the engine's hash, so a snapshot of another engine is never used. The snapshot's
// first megabytes are stored against the wasm's own data (snapshot-delta.mjs).
import { loadPyodide as plainLoad, version } from "./pyodide.mjs";
import { loadSnapshot } from "./snapshot-delta.mjs";

export { version };

const SNAPSHOT = "__SNAPSHOT__";

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

async function readSnapshot() {
  if (typeof DecompressionStream !== "function") throw new Error("no DecompressionStream");
  const res = await fetch(new URL(SNAPSHOT, import.meta.url));
  if (!res.ok) throw new Error(`snapshot: HTTP ${res.status}`);
  const heap = res.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(heap).arrayBuffer());
}

export async function loadPyodide(options = {}) {
  // The snapshot is read while Pyodide fetches and compiles its wasm (it awaits the promise
  // only to size the memory it restores into).
  const snapshot = readSnapshot();
  try {
    const py = await loadSnapshot(snapshot, (heap) => plainLoad({ ...options, _loadSnapshot: heap }));
    // Pyodide keeps its options: drop the ~30 MB buffer it has copied into its own memory.
    if (py._api && py._api.config) delete py._api.config._loadSnapshot;
    globalThis.solobotsBoot = "snapshot";
    return py;
  } catch (err) {
    console.warn("Solobots: no usable memory snapshot, plain boot", err);
  }
  globalThis.solobotsBoot = "plain";
  return plainLoad(options);
}
