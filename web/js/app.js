// The app shell: home (games, saved games), setup, table; saving after every action;
// import/export; language; offline worker; embed mode. Rules live in Python only.
import { h, clear } from "./dom.js";
import { t, detectLang, loadLang, loadGame, lang, formatDate } from "./i18n.js";
import * as engine from "./engine.js";
import * as store from "./store.js";
import { GAMES, catalogOf } from "./games/registry.js";
import { renderTable, logLines } from "./table.js";
import { renderSetup } from "./setup.js";
import { ruleChip, openDialog, closeDialog, confirmDialog } from "./widgets.js";
import { setupWakeLock, wakeLockToggle } from "./wakelock.js";
import { registerWorker } from "./offline.js";
import { storedViewIsDrawable } from "./view-shape.js";
import * as files from "./files.js";
import { renderRecord } from "./record.js";
import * as share from "./share.js";
import * as speech from "./speech.js";
import { logPlayButton } from "./bgstats.js";

const params = new URLSearchParams(location.search);
const embed = params.get("embed") === "1";
const main = document.getElementById("main");
// The page takes the table's one-screen frame while the table is shown (a class rather
// than html:has(), which made every redraw restyle the whole page).
new MutationObserver(() => {
  document.documentElement.classList.toggle("at-table", Boolean(main.querySelector(":scope > .table-screen")));
}).observe(main, { childList: true });
const app = {
  screen: "home", record: null, view: null, stale: false, pending: null,
  busy: false, // an action is on its way to the engine: further taps wait
  save: "saved", // the open game's storage state: "saved", "saving" or "failed"
  retry: null,
};
const channel = "BroadcastChannel" in window ? new BroadcastChannel("solobots") : null;
// A double tap must not land its second tap on the next prompt: for this long after a
// screen changed under an action, the new controls do not take taps.
const TAP_GUARD_MS = 250;
const EXPORT_REMINDER_DAYS = 14;
// Time at the table is the time between taps, a pause longer than this counted as this:
// the duration BG Stats is given is the play, not the days a game waited on the shelf.
const IDLE_CAP_MS = 10 * 60_000;

async function init() {
  if (embed) document.documentElement.classList.add("embed");
  applyTheme(store.getPref("theme", "auto"));
  engine.onStage(showEngineStage);
  await loadLang(detectLang(params));
  for (const b of document.querySelectorAll("#lang-switch button")) {
    b.addEventListener("click", () => switchLang(b.dataset.lang));
  }
  document.getElementById("brand").addEventListener("click", () => goHome());
  translateStatic();
  await store.open();
  if (store.isVolatile()) showBanner("storage-banner", t("error.storage_unavailable"));
  const game = params.get("game");
  window.addEventListener("hashchange", () => { if (share.isShareLink(location.hash)) openSharedLink(); });
  if (share.isShareLink(location.hash)) {
    openSharedLink();
  } else if (embed && GAMES.includes(game)) {
    const open = (await store.listSaves()).find((e) => e.game === game && !e.over && !e.damaged);
    if (open) await resume(open.id); else await showSetup(game);
  } else {
    // A reload, a closed tab or a sleeping tablet comes back to the game on the table.
    const open = await store.getCurrent();
    if (open && (await store.loadRecord(open))) await resume(open); else await goHome();
  }
  setupWakeLock();
  // An installed app is one the player means to keep: ask the browser to keep its games too.
  window.addEventListener("appinstalled", () => store.requestPersistence());
  // Python's runtime is 16 MB: its download starts once the first screen is painted, so
  // the games (or the table) show at once even on a slow network.
  requestAnimationFrame(() => setTimeout(() => engine.start(), 0));
  engine.whenReady().then(onEngineReady);
}

// ---------- engine start-up ----------
function showEngineStage(stage, detail) {
  const bar = document.getElementById("engine-progress");
  const text = document.getElementById("engine-text");
  const box = document.getElementById("engine-status");
  const stages = { loading: [1, "ui.engine_loading"], starting: [2, "ui.engine_starting"], ready: [3, "ui.engine_ready"] };
  if (stage === "failed") {
    box.classList.add("failed");
    text.textContent = t("error.engine_failed", { detail: String(detail || "") });
    return;
  }
  const [n, key] = stages[stage];
  bar.value = n;
  text.textContent = t(key);
  if (stage === "ready") box.classList.add("done");
}

async function onEngineReady() {
  const games = await engine.call("games");
  if (games.ok) store.setPref("schemas", Object.fromEntries(games.games.map((g) => [g.id, g.options])));
  if (app.screen === "table" && app.record) await loadIntoEngine(app.record);
  else refresh();
  // The precache downloads the runtime: start it once the engine is up so it does not slow the boot.
  registerWorker((fn) => showUpdate(fn),
    (fn) => showBanner("update-banner", t("ui.new_version_active"), { label: t("ui.reload"), fn }));
}

async function loadIntoEngine(record) {
  app.busy = true;
  const res = await engine.call("load", JSON.stringify(record.core), JSON.stringify(record.checkpoint || null));
  app.busy = false;
  if (!res.ok) {
    // Keep showing the saved view, read-only, say why, and offer the file.
    app.stale = true;
    refresh();
    showBanner("storage-banner", t("error.resume_failed", { reason: t(res.error) }),
      { label: t("ui.export"), fn: () => files.exportRecord(record) });
    return;
  }
  await accept(res, { persist: false });
}

// ---------- screens ----------
function refresh() {
  if (app.screen === "home") goHome();
  else if (app.screen === "setup") showSetup(app.setupGame);
  else if (app.screen === "table") drawTable();
  else if (app.screen === "record") showRecordScreen(app.recordTab);
  else if (app.screen === "shared") openSharedLink();
}

async function goHome() {
  await flushPending();
  app.screen = "home";
  app.record = null;
  app.view = null;
  app.stale = false;
  store.setCurrent(null);
  const saves = await store.listSaves();
  // A saved game's summary may use its game's words.
  await Promise.all([...new Set(saves.filter((e) => GAMES.includes(e.game)).map((e) => catalogOf(e.game)))].map(loadGame));
  if (app.screen !== "home") return; // the player moved on while the list was read
  clear(main);
  const games = h("section", { class: "home-games", "aria-labelledby": "games-title" },
    h("h2", { id: "games-title" }, t("ui.games")),
    h("ul", { class: "game-list" }, GAMES.map((id) => h("li", { class: "game-card" },
      h("h3", {}, t(`${id}.name`)),
      h("p", {}, t(`${id}.tagline`)),
      h("button", { type: "button", class: "btn big primary", "data-testid": `new-${id}`, onclick: () => showSetup(id) }, t("ui.new_game"))))));
  const record = h("div", { class: "home-record" }, h("button", { type: "button", class: "btn big", id: "open-record",
    onclick: () => showRecordScreen("all") }, "📈 ", t("record.title")));
  main.append(h("h1", { class: "home-title" }, t("app.tagline")), record, games, savesSection(saves));
  document.title = t("app.name");
}

function savesSection(list) {
  const file = h("input", { type: "file", accept: ".json,application/json", id: "import-file", class: "visually-hidden",
    "aria-label": t("ui.import"), tabindex: "-1",
    onchange: (ev) => { const f = ev.target.files[0]; ev.target.value = ""; if (f) importFile(f); } });
  const ready = engine.isReady();
  const importBtn = h("button", { type: "button", class: "btn", id: "import-btn", disabled: !ready,
    onclick: () => file.click() }, t("ui.import"));
  const exportAll = list.length ? h("button", { type: "button", class: "btn", id: "export-all",
    onclick: () => files.exportAll() }, t("ui.export_all")) : null;
  return h("section", { class: "home-saves", "aria-labelledby": "saves-title" },
    h("h2", { id: "saves-title" }, t("ui.saved_games")),
    list.length ? h("ul", { class: "save-list" }, list.map(saveItem))
      : h("p", { class: "empty" }, t("ui.no_saves")),
    h("div", { class: "form-actions" }, importBtn, exportAll, file));
}

// One saved game in the list. An entry that can no longer be read (damaged storage, an
// older or foreign format) stays listed, says so, and can still be exported as it is.
function saveItem(e) {
  const readable = !e.damaged;
  const status = !readable ? "damaged" : e.over ? "over" : "running";
  const statusKey = { damaged: "ui.status_damaged", over: "ui.status_over", running: "ui.status_running" }[status];
  return h("li", { class: "save-item", "data-save": e.id, "data-status": status },
    h("div", { class: "save-info" },
      h("strong", {}, GAMES.includes(e.game) ? t(`${e.game}.name`) : t("ui.unknown_game")),
      h("span", {}, formatDate(e.updated)),
      h("span", {}, readable && e.summary && typeof e.summary === "object" && typeof e.summary.key === "string" ? t(e.summary) : ""),
      h("span", { class: `save-status ${status}` }, t(statusKey))),
    h("div", { class: "save-actions" },
      readable ? h("button", { type: "button", class: "btn primary", "data-testid": "resume", onclick: () => resume(e.id) }, t("ui.resume")) : null,
      h("button", { type: "button", class: "btn", "data-testid": "export", onclick: async () => (readable
        ? files.exportRecord(await store.loadRecord(e.id))
        : files.exportRaw(e.id, await store.rawRecord(e.id))) },
      t(readable ? "ui.export" : "ui.export_raw")),
      h("button", { type: "button", class: "btn danger", "data-testid": "delete", onclick: () => deleteSave(e) }, t("ui.delete"))));
}

async function showSetup(game) {
  await flushPending();
  app.screen = "setup";
  app.setupGame = game;
  app.record = null;
  app.view = null;
  clear(main);
  const schemas = store.getPref("schemas", {});
  let schema = schemas[game];
  await loadGame(catalogOf(game));
  if (engine.isReady()) {
    const res = await engine.call("games");
    if (res.ok) schema = (res.games.find((g) => g.id === game) || {}).options;
  }
  if (app.screen !== "setup" || app.setupGame !== game) return;
  clear(main);
  if (!schema) {
    main.append(h("p", { class: "hint" }, t("ui.wait_engine")));
    return;
  }
  renderSetup(main, game, schema, {
    ready: engine.isReady(),
    onBack: embed ? null : () => goHome(),
    onStart: (options, seed) => startGame(game, options, seed),
  });
}

// Returns null once the game is on the table, or the error key the setup form shows.
async function startGame(game, options, seed) {
  if (app.busy) return null;
  await flushPending();
  app.busy = true;
  const res = await engine.call("start", game, JSON.stringify(options), seed);
  app.busy = false;
  if (!res.ok) return res.error;
  const now = new Date().toISOString();
  app.record = { format: store.RECORD_FORMAT, id: store.newId(), game, created: now, updated: now };
  app.stale = false;
  closeDialog();
  await accept(res, { persist: true });
  store.requestPersistence(); // the first kept game is the moment to ask
  return null;
}

async function resume(id) {
  document.getElementById("storage-banner").hidden = !store.isVolatile();
  const record = await store.loadRecord(id);
  if (!record) {
    toast(t("error.save_unreadable"), true);
    return;
  }
  if (GAMES.includes(record.game)) await loadGame(catalogOf(record.game));
  app.screen = "table";
  app.record = record;
  // A stored view is drawn before the engine is up only if it has the shape this version
  // draws; otherwise a plain summary shows until the engine replays the game.
  app.view = storedViewIsDrawable(record.view) ? record.view : null;
  app.stale = false;
  app.save = "saved";
  document.getElementById("update-banner").hidden = true;
  if (!embed) store.setCurrent(id);
  announce("opened", record);
  if (engine.isReady()) await loadIntoEngine(record);
  else drawTable();
}

function drawTable() {
  const record = app.record;
  if (!app.view) {
    clear(main);
    main.append(h("section", { class: "resume-summary", id: "resume-summary" },
      record ? h("h2", {}, t(`${record.game}.name`)) : null,
      record && record.summary && typeof record.summary.key === "string" ? h("p", {}, t(record.summary)) : null,
      h("p", { class: "hint" }, t("ui.wait_engine"))));
    return;
  }
  const interactive = engine.isReady() && !app.stale;
  try {
    renderTable(main, app.view, {
      send: (action) => act(action),
      sendCounter: (item, value) => queueCounter(item, value),
      undo: () => move("undo"),
      redo: () => move("redo"),
      openLog,
      openMenu,
      newGame: () => newGame(),
      rematch: () => startGame(record.game, app.view.options, store.randomSeed()),
      logPlay: (view) => logPlayButton(app.record, view, toast),
      repeat: (view) => speech.repeatButton(view, (key) => toast(t(key), true)),
      saveState: app.save,
    }, interactive);
  } catch (err) {
    // A view this version cannot draw never locks the app: show the summary instead.
    app.view = null;
    drawTable();
    return;
  }
  // A new step starts at its instruction (where the page can scroll: the narrow embed).
  // Read in the next frame: reading scrollY right after the redraw would force a layout
  // in the middle of this task (25 ms on a tablet-class CPU).
  if (app.view.step !== app.drawnStep) {
    app.drawnStep = app.view.step;
    requestAnimationFrame(() => { if (window.scrollY > 0) window.scrollTo({ top: 0 }); });
  }
  document.title = `${t(`${app.view.game}.name`)} · ${t("app.name")}`;
}

// ---------- actions ----------
async function act(action) {
  await flushPending();
  await run("act", [JSON.stringify(action)], { guard: true });
}

async function move(kind) {
  await flushPending();
  await run(kind, [], { guard: true });
}

async function run(method, args, { guard = false } = {}) {
  if (app.busy || !app.record || app.stale) return false;
  app.busy = true;
  if (await isStale()) { app.busy = false; return false; }
  document.documentElement.dataset.busy = "1";
  if (guard) setInert(true); // the screen being left takes no more taps
  let res;
  try {
    res = await engine.call(method, ...args);
    if (!res.ok) {
      release();
      setInert(false);
      // A refused answer keeps what the player entered and says why beside it; anything
      // else goes back to what the engine holds.
      const where = method === "act" ? document.getElementById("prompt-error") : null;
      if (where) where.textContent = t(res.error);
      else drawTable();
      toast(t(res.error), true);
      return false;
    }
    accept(res, { persist: true, guard, method });
    return true;
  } finally {
    if (!guard) release();
  }
}

function release() {
  app.busy = false;
  delete document.documentElement.dataset.busy;
}

// Take an engine answer: update the open game's record from its patch, draw the new
// screen, and write the record; the "saved" mark shows only once the write completed.
async function accept(res, { persist, guard = false, method = null }) {
  const record = app.record;
  const wasOver = Boolean(record.over);
  const before = app.view;
  applySave(record, res);
  app.view = res.view;
  app.screen = "table";
  record.view = res.view;
  record.summary = res.view.summary;
  record.over = Boolean(res.view.status && res.view.status.over);
  record.winner = res.view.status ? res.view.status.winner : null;
  record.result = res.view.result || null;
  if (persist) {
    record.updated = new Date().toISOString();
    app.save = "saving";
    countTableTime(record);
    // Played on after being given up: the player's record no longer counts it abandoned.
    if (method === "act") delete record.abandoned;
    if (record.over && !wasOver) record.ended = record.updated;
  }
  drawTable();
  speech.afterStep(before, res.view, method, (key) => toast(t(key), true));
  if (guard) {
    // The new controls stay inert for a moment: a double tap's second tap is dropped.
    setInert(true);
    setTimeout(() => { setInert(false); release(); }, TAP_GUARD_MS);
  }
  const ended = record.over && !wasOver;
  // The write goes on in the background; the next tap does not wait for it (writes are
  // queued in order), and "saved" shows only once the browser confirmed it.
  const written = persist ? persist_(record) : Promise.resolve();
  if (record.over) notifyHost(record);
  if (ended && persist) written.then(remindExport);
  return written;
}

function countTableTime(record) {
  const now = Date.now();
  if (app.tapAt && app.tapRecord === record.id) record.activeMs = (record.activeMs || 0) + Math.min(now - app.tapAt, IDLE_CAP_MS);
  app.tapAt = now;
  app.tapRecord = record.id;
}

// After a finished game, a gentle reminder when nothing was exported for a while: the
// browser may clear a site's storage (Safari does after 7 days without a visit).
function remindExport() {
  const last = store.getPref("lastExport", null);
  const days = last ? (Date.now() - Date.parse(last)) / 86_400_000 : Infinity;
  if (days < EXPORT_REMINDER_DAYS) return;
  showBanner("storage-banner", t("ui.export_reminder"), { label: t("ui.export_all"), fn: () => files.exportAll() });
}

function setInert(on) {
  for (const el of main.querySelectorAll(".table-screen, .bottom-bar")) {
    if (on) el.setAttribute("inert", ""); else el.removeAttribute("inert");
  }
}

function applySave(record, res) {
  const save = res.save;
  if (save.full) {
    record.core = save.core;
    delete record.checkpoint;
  } else {
    const core = record.core;
    core.actions.length = save.cut;
    core.actions.push(...save.add);
    core.cursor = save.cursor;
    core.checksum = save.checksum;
    // A checkpoint stands only for the actions before it: one the new history cut is dropped.
    if (record.checkpoint && save.cut < record.checkpoint.at) delete record.checkpoint;
  }
  if (res.checkpoint) record.checkpoint = res.checkpoint;
}

// Writes of one game never overlap: a write asked for while another is on its way is
// made once that one has completed, with the record as it is then (the latest actions).
async function persist_(record) {
  if (app.writing) {
    app.writeAgain = true;
    return app.writing;
  }
  app.writing = (async () => {
    do {
      app.writeAgain = false;
      await writeOnce(record);
    } while (app.writeAgain && record === app.record && !app.stale);
  })();
  try {
    await app.writing;
  } finally {
    app.writing = null;
  }
}

async function writeOnce(record) {
  clearTimeout(app.retry);
  const problem = await store.saveRecord(record, record.rev || 0, { current: !embed });
  if (record !== app.record) return; // the player left this game while it was written
  if (problem === "error.conflict") { markStale(); return; }
  if (problem) {
    app.save = "failed";
    app.writeFailed = true;
    showBanner("storage-banner", t(problem), { label: t("ui.export"), fn: () => files.exportRecord(record) });
    // Nothing is reported as saved that is not: try again in a while, and at the next tap.
    app.retry = setTimeout(() => { if (app.record === record) persist_(record); }, 10_000);
  } else {
    if (app.writeFailed) document.getElementById("storage-banner").hidden = !store.isVolatile();
    app.writeFailed = false;
    app.save = store.isVolatile() ? "memory" : (app.writeAgain ? "saving" : "saved");
    announce("saved", record);
  }
  updateSaveState();
}

function updateSaveState() {
  const el = document.getElementById("save-state");
  if (!el) return;
  el.dataset.state = app.save;
  el.textContent = t(`ui.save_${app.save}`);
}

// Counter taps are gathered for a moment so "− − −" is one logged change, not three.
function queueCounter(item, value) {
  if (app.pending && app.pending.item.id !== item.id) flushPending();
  clearTimeout(app.pending && app.pending.timer);
  app.pending = { item, value, timer: setTimeout(flushPending, 600) };
}

// Send the gathered counter change now (before any other action), or wait for the one
// already on its way: a tap after a counter change is never lost behind it.
function flushPending() {
  const p = app.pending;
  if (p) {
    app.pending = null;
    clearTimeout(p.timer);
    const previous = app.flushing || Promise.resolve();
    app.flushing = previous
      .then(async () => { while (app.busy) await new Promise((r) => setTimeout(r, 10)); })
      .then(() => run("act", [JSON.stringify({ ...p.item.action, value: p.value })]))
      .finally(() => { app.flushing = null; });
  }
  return app.flushing || Promise.resolve();
}

async function newGame() {
  const record = app.record;
  if (!record) return;
  if (record.over || await confirmDialog(t("ui.new_game"), t("ui.confirm_new"), t("ui.new_game"))) {
    closeDialog();
    showSetup(record.game);
  }
}

// ---------- two tabs on one game ----------
// A game saved by another tab since this one loaded it makes this copy stale: it stops
// taking actions and offers to load the latest version, so neither overwrites the other.
async function isStale() {
  const rev = await store.storedRev(app.record.id);
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
async function openLog() {
  await flushPending();
  const view = app.view;
  const res = engine.isReady() && !app.stale ? await engine.call("log") : { ok: false };
  const lines = res.ok ? res.log : [];
  openDialog(t("ui.log"), [res.ok ? logRecord(lines, view.step, res.ok) : h("p", { class: "hint" }, t("ui.wait_engine"))],
    [h("button", { type: "button", class: "btn", onclick: () => downloadLog(lines) }, t("ui.download_log"))]);
  const list = document.getElementById("log-list");
  if (list && list.lastElementChild) list.lastElementChild.scrollIntoView({ block: "end" });
}

// The log as a game record: headings where a round or a turn begins, then one entry per
// action with its lines and a single "go back to here".
function logRecord(lines, current, canGo) {
  const list = h("div", { class: "log-list", id: "log-list" });
  let group = null;
  let groupAt = null;
  let index = 0;
  for (const e of lines) {
    if (e.kind === "round" || e.kind === "turn") {
      list.append(h(e.kind === "round" ? "h3" : "h4", { class: `log-heading log-${e.kind}` }, t(e.msg)));
      group = null;
      continue;
    }
    if (!group || groupAt !== e.at) {
      groupAt = e.at;
      const at = e.at;
      const first = t(e.msg);
      group = h("ul", { class: "log-step", "data-at": at });
      const entry = h("div", { class: "log-entry" }, group);
      if (canGo && at !== current) {
        entry.append(h("button", {
          type: "button", class: "btn small log-go", "data-testid": `undo-to-${index}`,
          "aria-label": t("ui.undo_to_line", { line: first }),
          onclick: () => { closeDialog(); goTo(at).then((ok) => ok && toast(t("ui.went_back_to", { line: first }))); },
        }, t("ui.undo_to_here")));
      }
      index += 1;
      list.append(entry);
    }
    group.append(h("li", { class: `log-line log-${e.kind}`, "data-at": e.at },
      h("span", { class: "log-text" }, t(e.msg)), e.rule ? ruleChip(e.rule) : null));
  }
  return list;
}

async function goTo(step) {
  await flushPending();
  return run("go_to", [step], { guard: true });
}

async function downloadLog(lines) {
  const view = app.view;
  if (!lines) {
    const res = await engine.call("log");
    lines = res.ok ? res.log : [];
  }
  const head = [`${t(`${view.game}.name`)} — ${t("ui.seed")}: ${view.seed}`, ""];
  files.downloadText(`solobots-${view.game}-log.txt`, head.concat(logLines(lines)).join("\n"), "text/plain");
}

// ---------- menu ----------
async function openMenu() {
  await flushPending();
  const record = app.record;
  const theme = store.getPref("theme", "auto");
  const themeSel = h("div", { class: "segmented", role: "group", "aria-label": t("ui.theme") },
    ["auto", "light", "dark"].map((v) => h("button", {
      type: "button", class: "seg-btn", "aria-pressed": String(v === theme),
      onclick: () => { store.setPref("theme", v); applyTheme(v); openMenu(); },
    }, t(`ui.theme_${v}`))));
  const storage = h("p", { class: "storage-info", id: "storage-info" }, t("ui.storage_checking"));
  openDialog(t("ui.menu"), [
    h("p", {}, t("ui.seed"), ": ", h("strong", { id: "menu-seed" }, app.view ? app.view.seed : "")),
    wakeLockToggle(),
    speech.speechToggle(() => drawTable()),
    h("div", { class: "field" }, h("span", {}, t("ui.theme")), themeSel),
    storage,
    h("div", { class: "menu-actions" },
      h("button", { type: "button", class: "btn", id: "share-game", onclick: () => openShare(record) }, t("share.open")),
      h("button", { type: "button", class: "btn", id: "export-game", onclick: () => files.exportRecord(record) }, t("ui.export")),
      h("button", { type: "button", class: "btn", id: "export-all-menu", onclick: () => files.exportAll() }, t("ui.export_all")),
      h("button", { type: "button", class: "btn", onclick: () => downloadLog() }, t("ui.download_log")),
      h("button", { type: "button", class: "btn", onclick: () => newGame() }, t("ui.new_game")),
      record && !record.over && !record.abandoned && !app.stale
        ? h("button", { type: "button", class: "btn", id: "give-up", onclick: () => giveUp(record) }, t("record.give_up")) : null,
      embed ? null : h("button", { type: "button", class: "btn", id: "menu-home", onclick: () => { closeDialog(); goHome(); } }, t("ui.home")),
      h("button", { type: "button", class: "btn danger", onclick: () => deleteSave(record, true) }, t("ui.delete"))),
  ]);
  storage.textContent = await storageText();
}

// What the browser keeps, and whether it may clear it without asking.
async function storageText() {
  if (store.isVolatile()) return t("error.storage_unavailable");
  const info = await store.storageInfo();
  if (!info) return t("ui.storage_unknown");
  const mb = (n) => (n / 1e6).toLocaleString(lang(), { maximumFractionDigits: 1 });
  const used = t("ui.storage_used", { used: mb(info.usage), quota: mb(info.quota) });
  return `${used} ${t(info.persisted ? "ui.storage_persisted" : "ui.storage_evictable")}`;
}

async function deleteSave(entry, leave = false) {
  const ok = await confirmDialog(t("ui.delete"), t("ui.confirm_delete", { game: t(`${entry.game}.name`) }), t("ui.delete"));
  if (!ok) return;
  await store.deleteRecord(entry.id);
  if (leave || (app.record && app.record.id === entry.id)) {
    app.record = null;
    if (embed) showSetup(entry.game); else goHome();
  } else {
    goHome();
  }
}

// ---------- the player's record ----------
// Saves made before the record existed carry no result: the engine replays them once
// (as an import is checked) and the result is kept in the record.
const unreadable = new Set();

async function fillResults(records) {
  for (const r of records) {
    if (r.result || !GAMES.includes(r.game) || r.game === "ma_tools" || unreadable.has(r.id)) continue;
    const res = await engine.call("check", JSON.stringify(r.core));
    if (!res.ok || !res.view.result) { unreadable.add(r.id); continue; }
    r.result = res.view.result;
    await store.saveRecord(r, r.rev || 0); // another tab's newer copy wins: nothing lost
  }
}

function factsOf(r) {
  return { id: r.id, game: r.game, created: r.created, updated: r.updated, ended: r.ended || null,
    result: r.result || null, abandoned: r.abandoned || null, imported: Boolean(r.imported) };
}

async function showRecordScreen(tab = "all") {
  await flushPending();
  app.screen = "record";
  app.recordTab = tab;
  app.record = null;
  app.view = null;
  app.stale = false;
  store.setCurrent(null);
  closeDialog();
  clear(main);
  main.append(h("p", { class: "hint", id: "record-wait" }, t(engine.isReady() ? "record.wait" : "ui.wait_engine")));
  document.title = `${t("record.title")} · ${t("app.name")}`;
  if (!engine.isReady()) return; // drawn again once the engine is up
  const records = (await store.allRecords()).filter(store.isRecord);
  // The record names each game's options in the game's own words.
  await Promise.all([...new Set(records.filter((r) => GAMES.includes(r.game)).map((r) => catalogOf(r.game)))].map(loadGame));
  await fillResults(records);
  const res = await engine.call("record", JSON.stringify(records.map(factsOf)), new Date().toISOString());
  if (app.screen !== "record" || app.recordTab !== tab) return;
  if (!res.ok) { toast(t(res.error), true); return; }
  await renderRecord(main, res.record, tab, GAMES, {
    tab: (id) => showRecordScreen(id),
    open: (id) => resume(id),
    log: async (id) => { await resume(id); if (app.record && app.record.id === id) openLog(); },
  });
}

async function giveUp(record) {
  const ok = await confirmDialog(t("record.give_up"), t("record.confirm_give_up"), t("record.give_up"));
  if (!ok || record !== app.record) return;
  record.abandoned = new Date().toISOString();
  await persist_(record);
  toast(t("record.given_up"));
}

// ---------- sharing a game ----------
async function openShare(record) {
  if (!record) return;
  await flushPending();
  if (!share.supported()) { toast(t("share.unsupported"), true); return; }
  const sheet = await share.shareBody(record, toast);
  openDialog(t("share.title"), sheet.body, sheet.actions);
}

// A game received as a link: checked like an imported file, kept as a new game (or the
// copy already here when it is the very same game at the very same step), then opened.
async function openSharedLink() {
  const hash = location.hash;
  await flushPending();
  app.screen = "shared";
  app.record = null;
  app.view = null;
  clear(main);
  main.append(h("p", { class: "hint", id: "share-wait" }, t("share.wait")));
  const parsed = await share.readLink(hash);
  if (!parsed.ok) return refuseSharedLink(parsed.error);
  if (!engine.isReady()) return; // opened again once the engine is up (refresh)
  const checked = await files.checkRecord(parsed.value);
  if (!checked.ok) return refuseSharedLink(checked.error);
  const core = checked.record.core;
  const same = (await store.allRecords()).filter(store.isRecord).find((r) => r.game === core.game
    && r.core.seed === core.seed && r.core.checksum === core.checksum && r.core.cursor === core.cursor
    && r.core.actions.length === core.actions.length);
  let id = same && same.id;
  if (!same) {
    const problem = await store.saveRecord(checked.record);
    if (problem) return refuseSharedLink(problem);
    id = checked.record.id;
  }
  history.replaceState(null, "", location.pathname + location.search);
  await resume(id);
  toast(t(same ? "share.already" : "share.opened"));
}

function refuseSharedLink(error) {
  history.replaceState(null, "", location.pathname + location.search);
  goHome().then(() => showBanner("storage-banner", t(error)));
}

// ---------- import ----------
async function importFile(file) {
  const res = await files.importGames(file);
  if (!res.ok) return toast(t(res.error), true);
  await goHome();
  toast(t("ui.imported", { n: res.count }));
}

// ---------- embed ----------
// The host page is told once when a game ends, only if it gave its origin (?host=...);
// undoing past the end and replaying it does not tell it again.
function notifyHost(record) {
  const host = params.get("host");
  if (!embed || !host || window.parent === window || record.notified) return;
  try {
    const origin = new URL(host).origin;
    window.parent.postMessage({ type: "solobots:game-over", game: record.game, winner: record.winner }, origin);
    record.notified = true;
    store.saveRecord(record, record.rev || 0);
  } catch (err) { /* a bad host parameter is ignored */ }
}

// ---------- little things ----------
function switchLang(l) {
  loadLang(l).then(() => { translateStatic(); refresh(); updateSaveState(); });
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
export function toast(text, isError = false) {
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

export function showBanner(id, text, action) {
  const el = document.getElementById(id);
  clear(el);
  el.append(h("span", {}, text));
  if (action) el.append(h("button", { type: "button", class: "btn small", onclick: action.fn }, action.label));
  el.hidden = false;
}

function showUpdate(reload) {
  showBanner("update-banner", t("ui.new_version"), { label: t("ui.reload"), fn: reload });
}

// For tests and the benchmark: the saved games as the app reads them.
window.solobots.store = store;

init();
