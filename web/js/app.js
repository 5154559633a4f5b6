// The app shell: home (games, saved games), setup, table; saving after every action;
// import/export; language; offline worker; embed mode. Rules live in Python only.
import { h, clear } from "./dom.js";
import { t, detectLang, loadLang, lang, formatDate, ruleLabel } from "./i18n.js";
import * as engine from "./engine.js";
import * as store from "./store.js";
import { GAMES } from "./games/registry.js";
import { renderTable, logLines } from "./table.js";
import { renderSetup } from "./setup.js";
import { ruleChip, openDialog, closeDialog, confirmDialog } from "./widgets.js";
import { setupWakeLock, wakeLockToggle } from "./wakelock.js";
import { registerWorker } from "./offline.js";

const params = new URLSearchParams(location.search);
const embed = params.get("embed") === "1";
const main = document.getElementById("main");
const app = { screen: "home", record: null, view: null, interactive: false, pending: null, stale: false };
const channel = "BroadcastChannel" in window ? new BroadcastChannel("solobots") : null;

async function init() {
  if (embed) document.documentElement.classList.add("embed");
  applyTheme(store.getPref("theme", "auto"));
  await loadLang(detectLang(params));
  for (const b of document.querySelectorAll("#lang-switch button")) {
    b.addEventListener("click", () => switchLang(b.dataset.lang));
  }
  document.getElementById("brand").addEventListener("click", () => goHome());
  translateStatic();
  if (store.isVolatile()) showBanner("storage-banner", t("error.storage_unavailable"));
  const game = params.get("game");
  if (embed && GAMES.includes(game)) {
    const open = store.listSaves().find((e) => e.game === game && !e.over);
    if (open) resume(open.id); else showSetup(game);
  } else {
    // A reload, a closed tab or a sleeping tablet comes back to the game on the table.
    const open = store.getPref("current", null);
    if (open && store.loadRecord(open)) resume(open); else goHome();
  }
  trackEngine();
  setupWakeLock();
  // The precache downloads 14 MB: start it once the engine is up so it does not slow the boot.
  engine.whenReady().then(() => registerWorker((fn) => showUpdate(fn)));
}

// ---------- engine start-up ----------
function trackEngine() {
  const bar = document.getElementById("engine-progress");
  const text = document.getElementById("engine-text");
  const setStage = (n, key) => { bar.value = n; text.textContent = t(key); };
  setStage(1, "ui.engine_loading");
  const onPyReady = () => setStage(2, "ui.engine_starting");
  window.addEventListener("py:ready", onPyReady, { once: true });
  document.addEventListener("py:ready", onPyReady, { once: true });
  engine.whenReady().then(() => {
    setStage(3, "ui.engine_ready");
    document.getElementById("engine-status").classList.add("done");
    app.interactive = true;
    const cached = engine.call("games");
    if (cached.ok) store.setPref("schemas", Object.fromEntries(cached.games.map((g) => [g.id, g.options])));
    if (app.screen === "table" && app.record) loadIntoEngine(app.record);
    else refresh();
  });
}

function loadIntoEngine(record) {
  const res = engine.call("load", JSON.stringify(record.core));
  if (!res.ok) {
    // Keep showing the saved view, read-only, say why, and offer the file.
    app.stale = true;
    refresh();
    showBanner("storage-banner", t("error.resume_failed", { reason: t(res.error) }),
      { label: t("ui.export"), fn: () => exportRecord(record) });
    return;
  }
  accept(res, false);
}

// ---------- screens ----------
function refresh() {
  if (app.screen === "home") goHome();
  else if (app.screen === "setup") showSetup(app.setupGame);
  else if (app.screen === "table") drawTable();
}

function goHome() {
  flushPending();
  app.screen = "home";
  app.record = null;
  app.stale = false;
  store.setPref("current", null);
  clear(main);
  const games = h("section", { class: "home-games", "aria-labelledby": "games-title" },
    h("h2", { id: "games-title" }, t("ui.games")),
    h("ul", { class: "game-list" }, GAMES.map((id) => h("li", { class: "game-card" },
      h("h3", {}, t(`${id}.name`)),
      h("p", {}, t(`${id}.tagline`)),
      h("button", { type: "button", class: "btn big primary", "data-testid": `new-${id}`, onclick: () => showSetup(id) }, t("ui.new_game"))))));
  main.append(h("h1", { class: "home-title" }, t("app.tagline")), games, savesSection());
  document.title = t("app.name");
}

function savesSection() {
  const list = store.listSaves();
  const file = h("input", { type: "file", accept: ".json,application/json", id: "import-file", class: "visually-hidden",
    "aria-label": t("ui.import"), tabindex: "-1",
    onchange: (ev) => { const f = ev.target.files[0]; ev.target.value = ""; if (f) importFile(f); } });
  const importBtn = h("button", { type: "button", class: "btn", id: "import-btn", disabled: !app.interactive,
    onclick: () => file.click() }, t("ui.import"));
  return h("section", { class: "home-saves", "aria-labelledby": "saves-title" },
    h("h2", { id: "saves-title" }, t("ui.saved_games")),
    list.length ? h("ul", { class: "save-list" }, list.map(saveItem))
      : h("p", { class: "empty" }, t("ui.no_saves")),
    h("div", { class: "form-actions" }, importBtn, file));
}

// One saved game in the list. An entry that can no longer be read (damaged storage, an
// older or foreign format) stays listed, says so, and can still be exported as it is.
function saveItem(e) {
  const readable = Boolean(store.loadRecord(e.id));
  const status = !readable ? "damaged" : e.over ? "over" : "running";
  const statusKey = { damaged: "ui.status_damaged", over: "ui.status_over", running: "ui.status_running" }[status];
  return h("li", { class: "save-item", "data-save": e.id, "data-status": status },
    h("div", { class: "save-info" },
      h("strong", {}, GAMES.includes(e.game) ? t(`${e.game}.name`) : t("ui.unknown_game")),
      h("span", {}, formatDate(e.updated)),
      h("span", {}, readable && e.summary && typeof e.summary === "object" ? t(e.summary) : ""),
      h("span", { class: `save-status ${status}` }, t(statusKey))),
    h("div", { class: "save-actions" },
      readable ? h("button", { type: "button", class: "btn primary", "data-testid": "resume", onclick: () => resume(e.id) }, t("ui.resume")) : null,
      h("button", { type: "button", class: "btn", "data-testid": "export", onclick: () => (readable
        ? exportRecord(store.loadRecord(e.id))
        : downloadText(`solobots-damaged-${e.id}.json`, store.rawRecord(e.id) || "", "application/json")) },
      t(readable ? "ui.export" : "ui.export_raw")),
      h("button", { type: "button", class: "btn danger", "data-testid": "delete", onclick: () => deleteSave(e) }, t("ui.delete"))));
}

function showSetup(game) {
  flushPending();
  app.screen = "setup";
  app.setupGame = game;
  clear(main);
  const schemas = store.getPref("schemas", {});
  let schema = schemas[game];
  if (engine.isReady()) {
    const res = engine.call("games");
    if (res.ok) schema = (res.games.find((g) => g.id === game) || {}).options;
  }
  if (!schema) {
    main.append(h("p", { class: "hint" }, t("ui.wait_engine")));
    return;
  }
  renderSetup(main, game, schema, {
    ready: engine.isReady(),
    onBack: embed ? null : () => goHome(),
    onStart: (options, seed) => {
      const res = engine.call("start", game, JSON.stringify(options), seed);
      if (!res.ok) return res.error;
      const now = new Date().toISOString();
      app.record = { format: store.RECORD_FORMAT, id: store.newId(), game, created: now, updated: now };
      accept(res, true);
      return null;
    },
  });
}

function resume(id) {
  document.getElementById("storage-banner").hidden = !store.isVolatile();
  const record = store.loadRecord(id);
  if (!record) {
    toast(t("error.save_unreadable"), true);
    return;
  }
  app.screen = "table";
  app.record = record;
  app.view = record.view;
  app.stale = false;
  document.getElementById("update-banner").hidden = true;
  if (!embed) store.setPref("current", id);
  announce("opened", record);
  if (engine.isReady()) loadIntoEngine(record);
  else drawTable();
}

function drawTable() {
  if (!app.view) {
    clear(main);
    main.append(h("p", { class: "hint" }, t("ui.wait_engine")));
    return;
  }
  renderTable(main, app.view, {
    send: (action) => { flushPending(); run("act", JSON.stringify(action)); },
    sendCounter: (item, value) => queueCounter(item, value),
    undo: () => { flushPending(); run("undo"); },
    redo: () => { flushPending(); run("redo"); },
    openLog,
    openMenu,
  }, app.interactive && engine.isReady() && !app.stale);
  document.title = `${t(`${app.view.game}.name`)} · ${t("app.name")}`;
}

// ---------- actions ----------
function run(method, ...args) {
  if (app.record && isStale()) return false;
  const res = engine.call(method, ...args);
  if (!res.ok) {
    toast(t(res.error), true);
    drawTable(); // steppers and pads go back to what the engine holds
    return false;
  }
  accept(res, true);
  return true;
}

function accept(res, persist) {
  app.view = res.view;
  app.screen = "table";
  const record = app.record;
  if (!embed) store.setPref("current", record.id);
  record.core = res.save;
  record.view = res.view;
  record.summary = res.view.summary;
  record.over = Boolean(res.view.status && res.view.status.over);
  record.winner = res.view.status ? res.view.status.winner : null;
  if (persist) {
    record.updated = new Date().toISOString();
    const problem = store.saveRecord(record, record.rev || 0);
    if (problem === "error.conflict") { markStale(); return; }
    if (problem) showBanner("storage-banner", t(problem), { label: t("ui.export"), fn: () => exportRecord(record) });
    else announce("saved", record);
  }
  drawTable();
  if (record.over && embed) notifyHost(record);
}

// Counter taps are gathered for a moment so "− − −" is one logged change, not three.
function queueCounter(item, value) {
  if (app.pending && app.pending.item.id !== item.id) flushPending();
  clearTimeout(app.pending && app.pending.timer);
  app.pending = { item, value, timer: setTimeout(flushPending, 600) };
}

function flushPending() {
  const p = app.pending;
  if (!p) return;
  app.pending = null;
  clearTimeout(p.timer);
  run("act", JSON.stringify({ ...p.item.action, value: p.value }));
}

// ---------- two tabs on one game ----------
// A game saved by another tab since this one loaded it makes this copy stale: it stops
// taking actions and offers to load the latest version, so neither overwrites the other.
function isStale() {
  const rev = store.storedRev(app.record.id);
  if (rev !== null && rev !== (app.record.rev || 0)) markStale();
  return app.stale;
}

function markStale() {
  if (app.stale) return;
  app.stale = true;
  const id = app.record.id;
  showBanner("update-banner", t("error.conflict"), { label: t("ui.load_latest"), fn: () => resume(id) });
  drawTable();
}

function announce(type, record) {
  if (channel) channel.postMessage({ type, id: record.id, rev: record.rev || 0 });
}

if (channel) {
  channel.onmessage = ({ data }) => {
    if (!data || typeof data.id !== "string" || !app.record || app.screen !== "table" || data.id !== app.record.id) return;
    if (data.type === "opened") channel.postMessage({ type: "also-open", id: data.id });
    else if (data.type === "also-open") toast(t("ui.open_elsewhere"));
    else if (data.type === "saved" && data.rev !== (app.record.rev || 0)) markStale();
  };
}

// ---------- log ----------
function openLog() {
  flushPending();
  const view = app.view;
  const items = (view.log || []).map((e, i) => h("li", { class: `log-line log-${e.kind}`, "data-at": e.at },
    h("span", { class: "log-text" }, t(e.msg)),
    e.rule ? ruleChip(e.rule) : null,
    app.interactive && e.at !== view.step ? h("button", {
      type: "button", class: "btn small", "data-testid": `undo-to-${i}`,
      onclick: () => { closeDialog(); run("go_to", e.at); },
    }, t("ui.undo_to_here")) : null));
  const list = h("ol", { class: "log-list", id: "log-list" }, items);
  const download = h("button", { type: "button", class: "btn", onclick: () => downloadLog() }, t("ui.download_log"));
  openDialog(t("ui.log"), [list], [download]);
  list.lastElementChild && list.lastElementChild.scrollIntoView({ block: "end" });
}

function downloadLog() {
  const view = app.view;
  const head = [`${t(`${view.game}.name`)} — ${t("ui.seed")}: ${view.seed}`, ""];
  downloadText(`solobots-${view.game}-log.txt`, head.concat(logLines(view)).join("\n"), "text/plain");
}

// ---------- menu ----------
function openMenu() {
  flushPending();
  const record = app.record;
  const theme = store.getPref("theme", "auto");
  const themeSel = h("div", { class: "segmented", role: "group", "aria-label": t("ui.theme") },
    ["auto", "light", "dark"].map((v) => h("button", {
      type: "button", class: "seg-btn", "aria-pressed": String(v === theme),
      onclick: () => { store.setPref("theme", v); applyTheme(v); openMenu(); },
    }, t(`ui.theme_${v}`))));
  openDialog(t("ui.menu"), [
    h("p", {}, t("ui.seed"), ": ", h("strong", { id: "menu-seed" }, app.view.seed)),
    wakeLockToggle(),
    h("div", { class: "field" }, h("span", {}, t("ui.theme")), themeSel),
    h("div", { class: "menu-actions" },
      h("button", { type: "button", class: "btn", id: "export-game", onclick: () => exportRecord(record) }, t("ui.export")),
      h("button", { type: "button", class: "btn", onclick: () => downloadLog() }, t("ui.download_log")),
      h("button", { type: "button", class: "btn", onclick: async () => {
        if (record.over || await confirmDialog(t("ui.new_game"), t("ui.confirm_new"), t("ui.new_game"))) { closeDialog(); showSetup(record.game); }
      } }, t("ui.new_game")),
      embed ? null : h("button", { type: "button", class: "btn", id: "menu-home", onclick: () => { closeDialog(); goHome(); } }, t("ui.home")),
      h("button", { type: "button", class: "btn danger", onclick: () => deleteSave(record, true) }, t("ui.delete"))),
  ]);
}

async function deleteSave(entry, leave = false) {
  const ok = await confirmDialog(t("ui.delete"), t("ui.confirm_delete", { game: t(`${entry.game}.name`) }), t("ui.delete"));
  if (!ok) return;
  store.deleteRecord(entry.id);
  if (leave || (app.record && app.record.id === entry.id)) {
    if (embed) showSetup(entry.game); else goHome();
  } else {
    goHome();
  }
}

// ---------- export / import ----------
function exportRecord(record) {
  if (!record) return;
  const name = `solobots-${record.game}-${record.updated.slice(0, 10)}-${record.id.slice(0, 6)}.json`;
  downloadText(name, JSON.stringify(record, null, 1), "application/json");
}

function downloadText(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h("a", { href: url, download: name, class: "visually-hidden" });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function importFile(file) {
  if (file.size > store.MAX_IMPORT_BYTES) return toast(t("error.import_too_big"), true);
  let record;
  try {
    record = JSON.parse(await file.text());
  } catch (err) {
    return toast(t("error.import_not_json"), true);
  }
  if (!store.isRecord(record) || !GAMES.includes(record.game)) return toast(t("error.import_foreign"), true);
  const res = engine.call("check", JSON.stringify(record.core));
  if (!res.ok) return toast(t("error.import_refused", { reason: t(res.error) }), true);
  // Never overwrite: an import is always a new saved game, built from the checked core only.
  const now = new Date().toISOString();
  const fresh = { format: store.RECORD_FORMAT, id: store.newId(), game: record.game, core: res.save, view: res.view,
    summary: res.view.summary, over: Boolean(res.view.status && res.view.status.over),
    winner: res.view.status ? res.view.status.winner : null,
    created: typeof record.created === "string" ? record.created.slice(0, 40) : now, updated: now };
  const problem = store.saveRecord(fresh);
  if (problem) return toast(t(problem), true);
  goHome();
  toast(t("ui.imported"));
}

// ---------- embed ----------
// The host page is told when a game ends, only if it gave its origin (?host=...).
function notifyHost(record) {
  const host = params.get("host");
  if (!host || window.parent === window) return;
  try {
    const origin = new URL(host).origin;
    window.parent.postMessage({ type: "solobots:game-over", game: record.game, winner: record.winner }, origin);
  } catch (err) { /* a bad host parameter is ignored */ }
}

// ---------- little things ----------
function switchLang(l) {
  loadLang(l).then(() => { translateStatic(); refresh(); });
}

function translateStatic() {
  for (const b of document.querySelectorAll("#lang-switch button")) b.setAttribute("aria-pressed", String(b.dataset.lang === lang()));
  document.querySelector(".skip").textContent = t("ui.skip");
  document.getElementById("brand").textContent = t("app.name");
  const text = document.getElementById("engine-text");
  if (engine.isReady()) text.textContent = t("ui.engine_ready");
}

function applyTheme(v) {
  if (v === "auto") delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = v;
}

let toastTimer = null;
function toast(text, isError = false) {
  let el = document.getElementById("toast");
  if (!el) {
    el = h("div", { id: "toast", role: "status", "aria-live": "assertive" });
    document.body.append(el);
  }
  el.textContent = text;
  el.className = isError ? "toast error show" : "toast show";
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { el.className = "toast"; }, 5000);
}

function showBanner(id, text, action) {
  const el = document.getElementById(id);
  clear(el);
  el.append(h("span", {}, text));
  if (action) el.append(h("button", { type: "button", class: "btn small", onclick: action.fn }, action.label));
  el.hidden = false;
}

function showUpdate(reload) {
  showBanner("update-banner", t("ui.new_version"), { label: t("ui.reload"), fn: reload });
}

init();
