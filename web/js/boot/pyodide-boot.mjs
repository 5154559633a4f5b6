// Installed beside the vendored pyodide.mjs by scripts/build_site.py; PyScript imports it
// as the interpreter module and calls its loadPyodide. It boots from the memory snapshot
// made at build time (Python started and the engine imported), and falls back to a plain
// boot on any failure: a missing file, a snapshot from another Pyodide build, a browser
// without DecompressionStream. The build writes the snapshot's name below; the name
// carries the engine's hash, so a snapshot of another engine is never used. The snapshot's
// first megabytes are stored against the wasm's own data (snapshot-delta.mjs).
import { loadPyodide as plainLoad, version } from "./pyodide.mjs";
import { isDelta, loadDelta } from "./snapshot-delta.mjs";

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
  let heap = null;
  try {
    heap = await readSnapshot();
  } catch (err) {
    console.warn("Solobots: no memory snapshot, plain boot", err);
  }
  if (heap) {
    try {
      const py = isDelta(heap)
        ? await loadDelta(heap, (snapshot) => plainLoad({ ...options, _loadSnapshot: snapshot }))
        : await plainLoad({ ...options, _loadSnapshot: heap });
      globalThis.solobotsBoot = "snapshot";
      return py;
    } catch (err) {
      console.warn("Solobots: memory snapshot refused, plain boot", err);
    } finally {
      heap = null; // ~30 MB: let it go once Python has its own copy
    }
  }
  globalThis.solobotsBoot = "plain";
  return plainLoad(options);
}
