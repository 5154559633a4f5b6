// The bridge to the Python engine. Every call is JSON text both ways.
export function isReady() {
  return document.documentElement.dataset.engine === "ready" && typeof window.solobotsPy === "function";
}

export function whenReady() {
  if (isReady()) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("solobots:engine-ready", () => resolve(), { once: true }));
}

export function call(method, ...args) {
  if (!isReady()) return { ok: false, error: { key: "error.engine_loading", params: {} } };
  try {
    return JSON.parse(window.solobotsPy(method, JSON.stringify(args)));
  } catch (err) {
    return { ok: false, error: { key: "error.internal", params: { detail: String(err && err.message || err) } } };
  }
}
