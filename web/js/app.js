// The app's start: language, theme, storage (and the games restored from their second
// copy), the first screen (the game left on the table, a shared link, an embedded game or
// home), then Python in its worker; and what the screens have in common: banners for
// storage trouble and updates, the export reminder, the embed's host. Rules live in
// Python only; each screen lives in screens/, the open game in session.js.
import { t, detectLang, loadLang, lang, languages } from "./i18n.js";
import * as engine from "./engine.js";
import * as store from "./store.js";
import * as files from "./files.js";
import * as session from "./session.js";
import * as saving from "./saving.js";
import * as mirror from "./mirror.js";
import * as share from "./share.js";
import * as persistence from "./persistence.js";
import * as nav from "./nav.js";
import { GAMES } from "./games/registry.js";
import { setupWakeLock } from "./wakelock.js";
import { registerWorker } from "./offline.js";
import { toast, showBanner, hideBanner, applyTheme, showEngineStage } from "./ui.js";
import { embedded } from "./tabs.js";
import { notifyHost } from "./embed.js";
import { showHome } from "./screens/home.js";
import { showSetup } from "./screens/setup.js";
import { showTable, draw } from "./screens/table.js";
import { showRecord } from "./screens/record.js";
import { showShared } from "./screens/share.js";

const params = new URLSearchParams(location.search);
const EXPORT_REMINDER_DAYS = 14;

nav.register("home", showHome);
nav.register("setup", showSetup);
nav.register("table", showTable);
nav.register("record", showRecord);
nav.register("shared", showShared);

// The page takes the table's one-screen frame while the table is shown (a class rather
// than html:has(), which made every redraw restyle the whole page).
new MutationObserver(() => {
  document.documentElement.classList.toggle("at-table", Boolean(nav.main().querySelector(":scope > .table-screen")));
}).observe(nav.main(), { childList: true });

async function init() {
  if (embedded()) document.documentElement.classList.add("embed");
  applyTheme(store.getPref("theme", "auto"));
  engine.onStage(showEngineStage);
  await loadLang(detectLang(params));
  document.getElementById("lang-select").addEventListener("change", (ev) => switchLang(ev.target.value));
  document.getElementById("brand").addEventListener("click", () => nav.go("home"));
  translateStatic();
  await store.open();
  if (store.isVolatile()) showBanner("storage-banner", t("error.storage_unavailable"));
  const restored = await saving.restoreFromMirror();
  if (restored) showBanner("storage-banner", t("ui.restored_from_copy", { n: restored }));
  window.addEventListener("hashchange", () => { if (share.isShareLink(location.hash)) nav.go("shared", location.hash); });
  const game = params.get("game");
  if (share.isShareLink(location.hash)) {
    await nav.go("shared", location.hash);
  } else if (embedded() && GAMES.includes(game)) {
    const open = (await store.listSaves()).find((e) => e.game === game && !e.over && !e.damaged);
    const record = open && await store.loadRecord(open.id);
    if (record) await nav.go("table", record); else await nav.go("setup", game);
  } else {
    // A reload, a closed tab or a sleeping tablet comes back to the game on the table.
    const open = await store.getCurrent();
    const record = open && await store.loadRecord(open);
    if (record) await nav.go("table", record); else await nav.go("home");
  }
  setupWakeLock();
  // An installed app is one the player means to keep: ask the browser to keep its games too.
  window.addEventListener("appinstalled", () => store.requestPersistence());
  // Python's runtime is 16 MB: its download starts once the first screen is painted, so
  // the games (or the table) show at once even on a slow network.
  requestAnimationFrame(() => setTimeout(() => engine.start(), 0));
  engine.whenReady().then(onEngineReady);
}

async function onEngineReady() {
  const games = await engine.call("games");
  if (games.ok) store.setPref("schemas", Object.fromEntries(games.games.map((g) => [g.id, g.options])));
  if (nav.still("table") && session.game.record) await session.loadIntoEngine();
  else nav.refresh();
  // The precache downloads the runtime: start it once the engine is up so it does not slow the boot.
  registerWorker((fn) => showBanner("update-banner", t("ui.new_version"), { label: t("ui.reload"), fn }),
    (fn) => showBanner("update-banner", t("ui.new_version_active"), { label: t("ui.reload"), fn }));
}

// ---------- what the open game says ----------
session.on("notice", (key, params, { error = false, banner = false, exportRecord = null } = {}) => {
  const text = t(key, params);
  if (banner) showBanner("storage-banner", text, exportRecord ? { label: t("ui.export"), fn: () => files.exportRecord(exportRecord) } : null);
  else toast(text, error);
});

session.on("stale", (id) => {
  showBanner("update-banner", t("error.conflict"), { label: t("ui.load_latest"), fn: async () => {
    hideBanner("update-banner");
    const record = await store.loadRecord(id);
    if (record) nav.go("table", record);
  } });
});

session.on("over", (record) => notifyHost(record));

// After a finished game, a gentle reminder when nothing was exported for a while: the
// browser may clear a site's storage (Safari does after 7 days without a visit).
session.on("ended", async () => {
  const last = store.getPref("lastExport", null);
  const days = last ? (Date.now() - Date.parse(last)) / 86_400_000 : Infinity;
  if (days < EXPORT_REMINDER_DAYS) return;
  const why = persistence.exportReminder(await persistence.storageState());
  showBanner("storage-banner", t(why), { label: t("ui.export_all"), fn: () => files.exportAll(session.game.record) });
});

// A write that fails keeps the game in memory and says why; the banner goes once a later
// write succeeds (the saver retries by itself).
saving.onProblem((problem, record) => {
  if (!problem) { if (!store.isVolatile()) hideBanner("storage-banner"); return; }
  const key = problem === "error.storage_full" ? "error.storage_full_playing" : problem;
  showBanner("storage-banner", t(key), { label: t("ui.export"), fn: () => files.exportRecord(record) });
});

// The storage was cleared under the open game: it was written back whole, and every other
// game that still has its second copy comes back too.
saving.onRecovered(async () => {
  const restored = await saving.restoreFromMirror();
  toast(t("ui.storage_rewritten", { n: restored }));
});

// ---------- little things ----------
function switchLang(l) {
  loadLang(l, { remember: true }).then(() => {
    translateStatic();
    if (nav.still("table")) draw(); else nav.refresh();
  });
}

function translateStatic() {
  languagePicker();
  document.querySelector(".skip").textContent = t("ui.skip");
  document.getElementById("brand").textContent = t("app.name");
  const text = document.getElementById("engine-text");
  if (engine.isReady()) text.textContent = t("ui.engine_ready");
}

// The header's language menu: the languages this site ships, each by its own name.
function languagePicker() {
  const select = document.getElementById("lang-select");
  const list = languages();
  // the tests' pseudo-language is never offered, but the menu still says what is on show
  if (!list.some(([code]) => code === lang())) list.push([lang(), lang()]);
  select.replaceChildren(...list.map(([code, name]) => {
    const option = new Option(name, code, false, code === lang());
    option.lang = code;
    return option;
  }));
  select.value = lang();
  select.setAttribute("aria-label", t("ui.language"));
}

// For tests and the benchmark: the saved games as the app reads them, the open game.
window.solobots.store = store;
window.solobots.session = session;
window.solobots.mirror = mirror;

init();
