// Replaces a built site's python_stdlib.zip (Pyodide's whole standard library) by one that
// holds only what the app's Python imports, as scripts/python_imports.py finds it: Pyodide
// is started from the whole library, the app is exercised, and the modules it loaded and
// those its sources and PyScript's name are kept (with what they import).
//
// Usage: node scripts/trim_stdlib.mjs SITE_DIR
import fs from "node:fs";
import path from "node:path";
import { HOME, ROOT, boot, installApp, installArchives, tools } from "./pyodide_node.mjs";

const [site] = process.argv.slice(2);
if (!site) {
  console.error("usage: node scripts/trim_stdlib.mjs SITE_DIR");
  process.exit(2);
}
const py = await boot(site);
installApp(py, site);
const archives = installArchives(py, site);
// PyScript's Python side, as sources only (it needs a browser to import): its package,
// and the bootstrap snippets inside its core bundle.
const pyscript = path.join(ROOT, "node_modules", "@pyscript", "core");
py.FS.mkdirTree("/tmp/pyscript/pyscript");
for (const name of fs.readdirSync(path.join(pyscript, "src", "stdlib", "pyscript"))) {
  py.FS.writeFile(`/tmp/pyscript/pyscript/${name}`, fs.readFileSync(path.join(pyscript, "src", "stdlib", "pyscript", name)));
}
for (const name of fs.readdirSync(path.join(pyscript, "dist")).filter((n) => /^core-.*\.js$/.test(n))) {
  py.FS.writeFile(`/tmp/pyscript/${name}`, fs.readFileSync(path.join(pyscript, "dist", name)));
}
const sources = [`${HOME}/solobots`, `${HOME}/worker.py`, "/tmp/pyscript"];
const report = tools(py).trim(HOME, py.toPy(archives), py.toPy(sources), "/tmp/python_stdlib.zip");
fs.writeFileSync(path.join(site, "web", "vendor", "pyodide", "python_stdlib.zip"), py.FS.readFile("/tmp/python_stdlib.zip"));
console.log(`trimmed standard library: ${report}`);
