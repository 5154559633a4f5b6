import { loadPyodide } from "./web/vendor/pyodide/pyodide.mjs";

const py = await loadPyodide({ indexURL: new URL("./web/vendor/pyodide/", self.location.href).href });
py.runPython("1 + 1");
postMessage("ready");
