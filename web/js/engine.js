// The bridge to the Python engine, which runs in a web worker so the page never freezes
// while Python starts or thinks. Every call is JSON text both ways and returns a Promise;
// calls are answered one at a time, in the order they were made.
const status = { ready: false, failed: null, boot: null };
const listeners = new Set();
let worker = null;
let queue = Promise.resolve();
let readyResolve;
const readyPromise = new Promise((resolve) => { readyResolve = resolve; });

function emit(stage, detail) {
  for (const fn of listeners) fn(stage, detail);
}

// stage: "loading" (runtime files), "starting" (Python in its worker), "ready", "failed".
export function onStage(fn) {
  listeners.add(fn);
}

export function isReady() {
  return status.ready;
}

export function whenReady() {
  return readyPromise;
}

export function bootKind() {
  return status.boot;
}

export function start() {
  if (worker) return readyPromise;
  worker = boot().catch((err) => {
    status.failed = String(err && err.message || err);
    document.documentElement.dataset.engine = "failed";
    emit("failed", status.failed);
  });
  return readyPromise;
}

async function boot() {
  emit("loading");
  const root = new URL("../../", import.meta.url);
  // Imported here, not statically: the first screen must not wait for PyScript.
  const [{ PyWorker }, config] = await Promise.all([
    import("../vendor/pyscript/core.js"),
    fetch(new URL("web/engine-config.json", root)).then((r) => r.json()),
  ]);
  emit("starting");
  const configURL = new URL("pyscript.toml", root).href;
  const py = await PyWorker(new URL("py/worker.py", root).href, {
    config, configURL, version: new URL(config.interpreter, configURL).href,
  });
  worker = py;
  status.boot = JSON.parse(await py.sync.boot_info()).boot;
  status.ready = true;
  document.documentElement.dataset.engine = "ready";
  document.documentElement.dataset.boot = status.boot;
  emit("ready");
  readyResolve();
  window.dispatchEvent(new Event("solobots:engine-ready"));
}

// call("act", actionJson) -> Promise of {ok, ...} or {ok: false, error}. Never rejects.
export function call(method, ...args) {
  if (!status.ready) return Promise.resolve({ ok: false, error: { key: "error.engine_loading", params: {} } });
  const run = async () => {
    try {
      return JSON.parse(await worker.sync.dispatch(method, JSON.stringify(args)));
    } catch (err) {
      return { ok: false, error: { key: "error.internal", params: { detail: String(err && err.message || err) } } };
    }
  };
  const answer = queue.then(run);
  queue = answer.then(() => undefined);
  return answer;
}

// The interpreter's memory, for the benchmark.
export async function memory() {
  return status.ready ? JSON.parse(await worker.sync.memory()) : null;
}

// For tests and the benchmark: the same door, reachable from the page's console.
window.solobots = { call, whenReady, bootKind, memory };
