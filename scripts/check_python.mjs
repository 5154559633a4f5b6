// Boots Pyodide from a built site's own files (its trimmed standard library included) and
// imports every engine module, the worker and every frozen engine's archive; exits 1 and
// names each module that does not import. tests/engine/test_site_build.py runs it.
//
// Usage: node scripts/check_python.mjs SITE_DIR
import { HOME, boot, installApp, installArchives, tools } from "./pyodide_node.mjs";

const [site] = process.argv.slice(2);
if (!site) {
  console.error("usage: node scripts/check_python.mjs SITE_DIR");
  process.exit(2);
}
const py = await boot(site);
installApp(py, site);
const report = JSON.parse(tools(py).check(HOME, py.toPy(installArchives(py, site))));
console.log(JSON.stringify(report));
process.exit(report.failed.length ? 1 : 0);
