// The bridge to the Python engine, which runs in a web worker so the page never freezes
// while Python starts or thinks. Every call is JSON text both ways and returns a Promise;
// calls are answered one at a time, in the order they were made.
const status = { ready: false, failed: null, boot: null };
const listeners = new Set();
let worker = null;
let queue = Promise.resolve();
let readyResolve;
const readyPromise = new Promise((resolve) => { readyResolve = resolve; });
const root = new URL("../../", import.meta.url);

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
      return await dispatch(method, args);
    } catch (err) {
      return { ok: false, error: { key: "error.internal", params: { detail: String(err && err.message || err) } } };
    }
  };
  const answer = queue.then(run);
  queue = answer.then(() => undefined);
  return answer;
}

// A save of an older build's rules replays under that build's frozen engine, an archive of
// its own (py/frozen/, docs/runtime.md) that a first visit never fetches: the worker answers
// `error.needs_archive` with the file, the page fetches it and hands it over (the worker
// checks its pinned sha256), and the call is made again. A save with a history of several
// older rules may need one archive after another.
const MAX_ARCHIVES = 8;
const ARCHIVE_FILE = /^py\/frozen\/[\w.-]+\.zip$/;

async function dispatch(method, args) {
  for (let fetched = 0; ; fetched++) {
    const answer = JSON.parse(await worker.sync.dispatch(method, JSON.stringify(args)));
    const need = !answer.ok && answer.error && answer.error.key === "error.needs_archive" && answer.error.params;
    if (!need || fetched >= MAX_ARCHIVES) return answer;
    const added = await addArchive(need);
    if (!added.ok) return added;
  }
}

async function fetchArchive(file) {
  if (!ARCHIVE_FILE.test(String(file))) throw new Error(`not an archive: ${file}`);
  const res = await fetch(new URL(file, root));
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

async function addArchive({ archive, file }) {
  let bytes;
  try {
    bytes = await fetchArchive(file);
  } catch (err) {
    // Offline before this archive was ever kept: the save stays as it is, and opens once online.
    return { ok: false, error: { key: "error.archive_unavailable", params: {} } };
  }
  return JSON.parse(await worker.sync.add_archive(archive, bytes));
}

// The archives that saves of older rules would need (each save's rules and those of its
// history), fetched ahead so that they are kept for offline use (the service worker caches
// py/frozen/ as it is fetched). `cores`: the stored games' `core`s. Meant for an idle moment
// after boot; a first visit has no such save and fetches nothing. Resolves to the files fetched.
export async function cacheArchives(cores) {
  const wanted = new Set();
  for (const core of cores || []) {
    if (!core || typeof core.game !== "string") continue;
    for (const version of [core.engine, ...(Array.isArray(core.history) ? core.history.map((h) => h && h.engine) : [])]) {
      wanted.add(`${core.game}/${version}`);
    }
  }
  if (!wanted.size) return [];
  const index = await fetch(new URL("py/frozen/manifest.json", root)).then((r) => r.json());
  const files = index.archives.filter((a) => a.replays.some(([game, version]) => wanted.has(`${game}/${version}`)))
    .map((a) => a.file);
  await Promise.all(files.map((file) => fetchArchive(file)));
  return files;
}

// The interpreter's memory, for the benchmark.
export async function memory() {
  return status.ready ? JSON.parse(await worker.sync.memory()) : null;
}

// For tests and the benchmark: the same door, reachable from the page's console.
window.solobots = { call, whenReady, bootKind, memory, cacheArchives };
