// The offline cache (web/sw.template.js): its worker is registered as soon as the first
// screen is up, and caches what a game needs while the player picks and sets up a game;
// the start-up line says how far it is, then "ready to use offline" (html[data-offline]
// says the same to tests and the benchmark). On a later visit, once the page is idle, the
// worker is asked to cache what only some screens need (the record's charts, the QR code,
// and where games are saved the frozen engines of older releases).
//
// A new deploy waiting to take over is reported: only the tab whose player tapped
// "reload" reloads; other open tabs say that a new version is active and wait for their
// own player (a game being played is never reloaded under them).
import { t, lang } from "./i18n.js";

const state = { name: "none", done: 0, total: 0 };

function show() {
  const el = document.getElementById("offline-text");
  document.documentElement.dataset.offline = state.name;
  if (!el) return;
  el.hidden = state.name === "none";
  if (state.name === "ready") el.textContent = t("ui.offline_ready");
  else if (state.name === "failed") el.textContent = t("ui.offline_failed");
  // by tenths: the line is read out by screen readers (role=status)
  else el.textContent = t("ui.offline_progress", { percent: state.total ? 10 * Math.floor((10 * state.done) / state.total) : 0 });
}

// The worker caches the player's language with what a game needs, the others later
// (web/sw.template.js reads it from this cache).
function rememberLanguage() {
  if (!("caches" in window)) return Promise.resolve();
  return caches.open("solobots.lang").then((c) => c.put("./lang", new Response(lang()))).catch(() => {});
}

// The line again in the language just chosen; that language's words then join what the
// worker keeps for offline play.
export function refreshOfflineLine() {
  if (state.name !== "none") show();
  rememberLanguage().then(() => {
    const active = "serviceWorker" in navigator && navigator.serviceWorker.controller;
    if (active) active.postMessage({ type: "status" });
  });
}

function heard(data) {
  if (!data || typeof data !== "object" || state.name === "ready") return;
  if (data.type === "status" && data.ready) state.name = "ready";
  else if (data.type === "progress") Object.assign(state, { name: "caching", done: data.done, total: data.total });
  else if (data.type === "failed") state.name = "failed";
  else return;
  show();
}

function whenIdle(fn) {
  if ("requestIdleCallback" in window) requestIdleCallback(fn, { timeout: 30_000 });
  else setTimeout(fn, 5_000);
}

// Returns a Promise of the registration (null where there is no service worker).
// hasSaves() says whether games are saved here (then the frozen engines of older releases
// are cached at idle too).
export function registerWorker(onUpdate, onTakenOver, hasSaves = async () => false) {
  if (!("serviceWorker" in navigator)) return Promise.resolve(null);
  const sw = navigator.serviceWorker;
  const hadController = Boolean(sw.controller);
  let asked = false;
  sw.addEventListener("controllerchange", () => {
    if (!hadController) return;
    if (asked) location.reload();
    else if (onTakenOver) onTakenOver(() => location.reload());
  });
  sw.addEventListener("message", (event) => heard(event.data));
  sw.startMessages();
  state.name = "caching";
  show();
  return rememberLanguage().then(() => sw.register("./sw.js")).then((reg) => {
    const offer = (worker) => onUpdate(() => { asked = true; worker.postMessage("skip-waiting"); });
    if (reg.waiting && sw.controller) offer(reg.waiting);
    reg.addEventListener("updatefound", () => {
      const worker = reg.installing;
      worker.addEventListener("statechange", () => {
        if (worker.state === "installed" && sw.controller) offer(worker);
      });
    });
    // The active worker says whether every file a game needs is in its cache (and fills
    // in what is missing); a later visit then caches the other screens' files at idle.
    sw.ready.then((ready) => {
      ready.active.postMessage({ type: "status" });
      if (hadController) {
        whenIdle(async () => {
          const frozen = await hasSaves().catch(() => false);
          if (ready.active) ready.active.postMessage({ type: "cache-later", frozen });
        });
      }
    });
    return reg;
  }).catch(() => {
    // no worker (e.g. file://, a refused registration): the app still runs online
    state.name = "none";
    show();
    return null;
  });
}

// The engine could not start: the worker checks each file of its offline copy against its
// size, drops what was cut short (Firefox after a full disk and a killed browser) and
// fetches again what a game needs. Resolves to {damaged: [urls], ready} (ready: every file
// a game needs is in again), or null where no worker answers.
export function repairOfflineCopy(timeoutMs = 120_000) {
  const sw = "serviceWorker" in navigator && navigator.serviceWorker;
  if (!sw || !sw.controller) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (answer) => {
      sw.removeEventListener("message", heardRepair);
      clearTimeout(timer);
      resolve(answer);
    };
    const heardRepair = (event) => {
      if (event.data && event.data.type === "repaired") done(event.data);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    sw.addEventListener("message", heardRepair);
    sw.controller.postMessage({ type: "repair" });
  });
}
