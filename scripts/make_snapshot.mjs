// Makes the memory snapshot the browser boots from: Pyodide started under Node from the
// site's own vendored files (its trimmed standard library included), the engine unpacked
// where PyScript puts it and imported, then the whole heap written out (web/js/boot/
// snapshot.mjs says how: gzip, the first megabytes stored against the wasm module's data
// segments, the zero tail cut). Booting from it skips Python's start-up and the engine's
// imports (web/js/boot/pyodide-boot.mjs falls back to a plain boot if the file is missing or
// refused). The frozen engines stay out of it: a first game never needs them.
//
// Where the region stored against the wasm's data ends is seen here: the snapshot is booted
// once as the browser boots it, and the region stops before the first byte Pyodide's start-up
// changes. The file written is then read and booted through snapshot.mjs, as the browser will,
// and must answer.
//
// Once the heap is written, the first interpreter imports every engine module, the worker
// and every archive from the trimmed standard library: a module it lacks fails the build.
//
// Usage: node scripts/make_snapshot.mjs SITE_DIR OUT_FILE
import fs from "node:fs";
import path from "node:path";
import { gzipAsync } from "@gfx/zopfli";
import { HOME, boot, installApp, installArchives, tools } from "./pyodide_node.mjs";
import { encode, loadSnapshot, read } from "../web/js/boot/snapshot.mjs";

const [site, out] = process.argv.slice(2);
if (!site || !out) {
  console.error("usage: node scripts/make_snapshot.mjs SITE_DIR OUT_FILE");
  process.exit(2);
}
const py = await boot(site, { _makeSnapshot: true });
installApp(py, site);
py.runPython(`
import importlib
from solobots import api
from solobots.core import registry
for game_id in registry.game_ids():
    importlib.import_module(registry.GAMES[game_id])
`);
const snap = py.makeMemorySnapshot();
const report = JSON.parse(tools(py).check(HOME, py.toPy(installArchives(py, site))));
if (report.failed.length) {
  console.error(`the app's Python does not import from the trimmed standard library:\n${report.failed.join("\n")}`);
  process.exit(1);
}

// The wasm module's memory image: its active data segments at their offsets.
function dataImage(wasm, length) {
  const image = new Uint8Array(length);
  let at = 8;
  const uleb = () => { let r = 0, s = 0, b; do { b = wasm[at++]; r += (b & 0x7f) * 2 ** s; s += 7; } while (b & 0x80); return r; };
  const sleb = () => { let r = 0, s = 0, b; do { b = wasm[at++]; r |= (b & 0x7f) << s; s += 7; } while (b & 0x80); return s < 32 && (b & 0x40) ? r | (~0 << s) : r; };
  while (at < wasm.length) {
    const id = wasm[at++];
    const size = uleb();
    const end = at + size;
    if (id === 11) {
      for (let n = uleb(); n > 0; n--) {
        const flags = uleb();
        if (flags === 1) { at += uleb(); continue; } // passive: not in memory at start
        if (flags === 2) uleb();
        if (wasm[at++] !== 0x41) throw new Error("data segment offset is not a constant");
        const offset = sleb();
        at++; // end of the offset expression
        const len = uleb();
        if (offset < length) image.set(wasm.subarray(at, at + Math.min(len, length - offset)), offset);
        at += len;
      }
    }
    at = end;
  }
  return image;
}

// What memory holds when Pyodide restores a snapshot, as the browser will see it.
async function memoryAtRestore(snapshot) {
  let seen = null;
  let memory = null;
  const { instantiate, instantiateStreaming } = WebAssembly;
  const grab = (result) => { memory = (result.instance || result).exports.memory; return result; };
  WebAssembly.instantiate = (...args) => instantiate.apply(WebAssembly, args).then(grab);
  WebAssembly.instantiateStreaming = (...args) => instantiateStreaming.apply(WebAssembly, args).then(grab);
  class Watched extends Uint8Array {
    static get [Symbol.species]() { return Uint8Array; }
    subarray(begin, end) {
      if (end === undefined && !seen) seen = new Uint8Array(memory.buffer).slice();
      return super.subarray(begin, end);
    }
  }
  try {
    const copy = new Watched(snapshot.length);
    copy.set(snapshot);
    const again = await boot(site, { _loadSnapshot: copy });
    if (again.runPython("1 + 1") !== 2 || !seen) throw new Error("the snapshot does not boot");
  } finally {
    WebAssembly.instantiate = instantiate;
    WebAssembly.instantiateStreaming = instantiateStreaming;
  }
  return seen;
}

const wasm = fs.readFileSync(path.join(site, "web", "vendor", "pyodide", "pyodide.asm.wasm"));
const live = await memoryAtRestore(snap);
const image = dataImage(wasm, live.length);
let base = 0;
while (base < live.length && live[base] === image[base]) base++;
base -= base % 4096;
// Zopfli's gzip (one iteration): 3.5 % smaller than zlib's level 9 (5.05 -> 4.88 MB), read by
// the same DecompressionStream; it costs the build about a minute, a first visit 0.17 MB less.
const file = Buffer.from(await gzipAsync(encode(snap, image.subarray(0, base)), { numiterations: 1 }));
const restored = await loadSnapshot(read(new Response(file)), (bytes) => boot(site, { _loadSnapshot: bytes }));
if (restored.runPython("from solobots.core import registry; ','.join(registry.game_ids())") === "") {
  throw new Error("the snapshot booted without the engine");
}
fs.writeFileSync(out, file);
console.log(`snapshot: ${(snap.length / 1e6).toFixed(1)} MB heap (its first ${(base / 1e6).toFixed(2)} MB stored `
  + `against the wasm's data), ${(file.length / 1e6).toFixed(2)} MB gzipped`);
