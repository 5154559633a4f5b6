// The memory snapshot, smaller: its first bytes are mostly the wasm module's own data
// segments, which the browser has already put in memory when Pyodide restores the heap. The
// build stores that region XOR-ed with those segments (zeros, where unchanged, gzip away:
// 6.5 MB -> 5.1 MB), and this module undoes it at the moment Pyodide copies the snapshot
// into memory, after checking that memory holds exactly the segments the build saw (a
// 32-bit hash); otherwise it throws, and the boot falls back to a plain start.
//
// File layout (before gzip): "SBD1", base length, base hash, 0 (four little-endian u32),
// then Pyodide's own snapshot (its header, then the heap) with heap[0, base) XOR-ed.
// Private API: Pyodide 314's restoreSnapshot reads the heap as `snapshot.subarray(offset)`
// (one argument) and copies it into memory; scripts/make_snapshot.mjs checks this boots.
export const MAGIC = 0x31444253; // "SBD1"
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

// Pyodide's snapshot `snap` (header, then heap) with heap[0, base.length) XOR-ed with `base`,
// behind this module's header. `base.length` must be a multiple of 4.
export function encode(snap, base) {
  const heapAt = new Uint32Array(snap.buffer, snap.byteOffset, 4)[1];
  const out = new Uint8Array(HEADER + snap.length);
  new Uint32Array(out.buffer, 0, 4).set([MAGIC, base.length, hash(base), 0]);
  out.set(snap, HEADER);
  xorInto(out.subarray(HEADER + heapAt, HEADER + heapAt + base.length), base);
  return out;
}

export function isDelta(bytes) {
  return bytes.length > HEADER && new Uint32Array(bytes.buffer, bytes.byteOffset, 1)[0] === MAGIC;
}

// Calls `load(snapshot)` (Pyodide's loadPyodide with _loadSnapshot) with a promise of the
// snapshot, so that Pyodide fetches and compiles its wasm while the snapshot still arrives;
// a snapshot stored against the wasm's data has that region undone from the wasm memory at
// restore time. Throws if that cannot be done.
export async function loadSnapshot(bytes, load) {
  let memory = null;
  let length = 0;
  let undone = true;
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
        const base = new Uint8Array(memory.buffer, 0, length);
        if (hash(base) !== this.expected) throw new Error("snapshot: memory differs from the build's");
        xorInto(new Uint8Array(this.buffer, this.byteOffset + begin, length), base);
        undone = true;
      }
      return super.subarray(begin, end);
    }
  }
  const snapshot = Promise.resolve(bytes).then((data) => {
    if (!isDelta(data)) return data;
    const [, base, expected] = new Uint32Array(data.buffer, data.byteOffset, 4);
    const view = new Snapshot(data.buffer, data.byteOffset + HEADER, data.byteLength - HEADER);
    view.expected = expected;
    length = base;
    undone = false;
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
