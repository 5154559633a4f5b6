// Pyodide under Node, started from a built site's own vendored files, with the app's Python
// where PyScript puts it in the browser (the engine zip unpacked in the home folder, the
// worker beside it) and scripts/python_imports.py importable. Used by make_snapshot.mjs,
// trim_stdlib.mjs and check_python.mjs.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.dirname(HERE);
export const HOME = "/home/pyodide";

// The site ships no pyodide-lock.json (the app loads no package): its `info`, no package.
const LOCK = JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", "pyodide", "pyodide-lock.json"), "utf8"));

export async function boot(site, options = {}) {
  const dir = path.join(site, "web", "vendor", "pyodide");
  const { loadPyodide } = await import(pathToFileURL(path.join(dir, "pyodide.mjs")).href);
  return loadPyodide({ indexURL: dir + path.sep, lockFileContents: { info: LOCK.info, packages: {} }, ...options });
}

export function installApp(py, site) {
  // PyScript unpacks the same zip into the home folder (`"./py/solobots.zip" = "./*"`).
  py.unpackArchive(new Uint8Array(fs.readFileSync(path.join(site, "py", "solobots.zip"))), "zip", { extractDir: HOME });
  py.FS.writeFile(`${HOME}/worker.py`, fs.readFileSync(path.join(site, "py", "worker.py")));
}

// The site's frozen engines, copied into Pyodide's file system: {build: path there}.
export function installArchives(py, site) {
  const index = JSON.parse(fs.readFileSync(path.join(site, "py", "frozen", "manifest.json"), "utf8"));
  py.FS.mkdirTree("/tmp/frozen");
  const out = {};
  for (const { build, file } of index.archives) {
    out[build] = `/tmp/frozen/${build}.zip`;
    py.FS.writeFile(out[build], fs.readFileSync(path.join(site, file)));
  }
  return out;
}

// scripts/python_imports.py as a module (kept out of the home folder, so it is not taken
// for part of the app).
export function tools(py) {
  py.FS.mkdirTree("/tmp/tools");
  py.FS.writeFile("/tmp/tools/python_imports.py", fs.readFileSync(path.join(HERE, "python_imports.py")));
  py.runPython("import sys; sys.path.insert(0, '/tmp/tools')");
  return py.pyimport("python_imports");
}
