// Makes the memory snapshot the browser boots from: Pyodide started under Node from the
// site's own vendored files, the engine unpacked where PyScript puts it and imported,
// then the whole heap written out gzip-compressed. Booting from it skips Python's start-up
// and the engine's imports (see web/js/boot/pyodide-boot.mjs, which falls back to a plain
// boot if the file is missing or refused).
//
// Usage: node scripts/make_snapshot.mjs SITE_DIR OUT_FILE
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";

const [site, out] = process.argv.slice(2);
if (!site || !out) {
  console.error("usage: node scripts/make_snapshot.mjs SITE_DIR OUT_FILE");
  process.exit(2);
}
const pyodideDir = path.join(site, "web", "vendor", "pyodide");
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: pyodideDir + path.sep, _makeSnapshot: true });
const zip = new Uint8Array(fs.readFileSync(path.join(site, "py", "solobots.zip")));
// PyScript unpacks the same zip into the home folder (`"./py/solobots.zip" = "./*"`).
py.unpackArchive(zip, "zip", { extractDir: "/home/pyodide" });
py.runPython(`
import json, hashlib, importlib
from solobots import api
from solobots.core import registry
for game_id in registry.game_ids():
    importlib.import_module(registry.GAMES[game_id])
`);
const heap = py.makeMemorySnapshot();
fs.writeFileSync(out, zlib.gzipSync(heap, { level: 6 }));
console.log(`snapshot: ${(heap.length / 1e6).toFixed(1)} MB heap, ${(fs.statSync(out).size / 1e6).toFixed(1)} MB gzipped`);
