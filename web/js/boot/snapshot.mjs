// The memory snapshot's file, and booting Pyodide from it (pyodide-boot.mjs; made by
// scripts/make_snapshot.mjs, which boots it through this very module).
//
// Smaller than Pyodide's own snapshot: the heap's first megabytes are mostly the wasm
// module's data segments, which the browser has already put in memory when Pyodide restores
// the heap, so the build stores that region XOR-ed with them (zeros where unchanged, which
// gzip away); and the heap's zero tail (about half of it) is not stored at all. At restore
// time, once memory is seen to hold exactly the segments the build saw (a 32-bit hash), the
// region is undone from it; otherwise the boot throws and falls back to a plain start.
//
// File (gzip): "SBD2", base length, base hash, full length (four little-endian u32), then
// Pyodide's snapshot (its header, then the heap) with heap[0, base) XOR-ed, cut after its
// last byte that is not zero. Private API: Pyodide 314's restoreSnapshot reads the heap as
// `snapshot.subarray(offset)` (one argument) and copies it into memory.
export const MAGIC = 0x32444253; // "SBD2"
export const HEADER = 16;

export function hash(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
  let h = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words[i], 0x01000193) ^ (h >>> 15);
  return h >>> 0;
}

function xorInto(target, base) {
  const t = new Uint32Array(target.buffer, target.byteOffset, target.byteLength >>> 2);
  const b = new Uint32Array(base.buffer, base.byteOffset, base.byteLength >>> 2);
  for (let i = 0; i < t.length; i++) t[i] ^= b[i];
}

// The file's bytes (before gzip) for Pyodide's snapshot `snap`, its heap's region
// [0, base.length) stored against `base` (a multiple of 4 bytes long).
export function encode(snap, base) {
  const heapAt = new Uint32Array(snap.buffer, snap.byteOffset, 4)[1];
  const out = new Uint8Array(HEADER + snap.length);
  new Uint32Array(out.buffer, 0, 4).set([MAGIC, base.length, hash(base), snap.length]);
  out.set(snap, HEADER);
  xorInto(out.subarray(HEADER + heapAt, HEADER + heapAt + base.length), base);
  let end = out.length;
  while (end > HEADER && out[end - 1] === 0) end--;
  return out.subarray(0, end);
}

// The file, inflated as it arrives into one buffer of the snapshot's whole size (the zero
// tail is the buffer's own zeros: nothing to inflate, nothing to copy).
export async function read(response) {
  const reader = response.body.pipeThrough(new DecompressionStream("gzip")).getReader();
  let out = null;
  let at = 0;
  const first = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!out) {
      first.push(value);
      at += value.length;
      if (at < HEADER) continue;
      const head = new Uint8Array(at);
      first.reduce((n, chunk) => (head.set(chunk, n), n + chunk.length), 0);
      const [magic, , , length] = new Uint32Array(head.buffer, 0, 4);
      if (magic !== MAGIC) throw new Error("snapshot: not a Solobots snapshot file");
      out = new Uint8Array(HEADER + length);
      if (at > out.length) throw new Error("snapshot: longer than it says");
      out.set(head);
      continue;
    }
    if (at + value.length > out.length) throw new Error("snapshot: longer than it says");
    out.set(value, at);
    at += value.length;
  }
  if (!out) throw new Error("snapshot: empty");
  return out;
}

// Calls `load(snapshot)` (Pyodide's loadPyodide with _loadSnapshot) with a promise of the
// snapshot (the file's bytes, from `read`), so that Pyodide fetches and compiles its wasm
// while the snapshot still arrives, and undoes the stored region from the wasm memory at
// restore time. Throws if that cannot be done.
export async function loadSnapshot(bytes, load) {
  let memory = null;
  let undone = false;
  const grab = (result) => {
    const exports = (result && result.instance ? result.instance : result).exports || {};
    for (const value of Object.values(exports)) if (value instanceof WebAssembly.Memory) memory = value;
    return result;
  };
  class Snapshot extends Uint8Array {
    static get [Symbol.species]() { return Uint8Array; }
    subarray(begin, end) {
      if (end === undefined && !undone) {
        if (!memory) throw new Error("snapshot: the wasm memory was not seen");
        const base = new Uint8Array(memory.buffer, 0, this.base);
        if (hash(base) !== this.expected) throw new Error("snapshot: memory differs from the build's");
        xorInto(new Uint8Array(this.buffer, this.byteOffset + begin, this.base), base);
        undone = true;
      }
      return super.subarray(begin, end);
    }
  }
  const snapshot = Promise.resolve(bytes).then((data) => {
    const [magic, base, expected] = new Uint32Array(data.buffer, data.byteOffset, 4);
    if (magic !== MAGIC) throw new Error("snapshot: not a Solobots snapshot file");
    const view = new Snapshot(data.buffer, data.byteOffset + HEADER, data.byteLength - HEADER);
    Object.assign(view, { base, expected });
    return view;
  });
  const { instantiate, instantiateStreaming } = WebAssembly;
  WebAssembly.instantiate = (...args) => instantiate.apply(WebAssembly, args).then(grab);
  WebAssembly.instantiateStreaming = (...args) => instantiateStreaming.apply(WebAssembly, args).then(grab);
  try {
    const py = await load(snapshot);
    if (!undone) throw new Error("snapshot: restored without its base");
    return py;
  } finally {
    WebAssembly.instantiate = instantiate;
    WebAssembly.instantiateStreaming = instantiateStreaming;
  }
}
