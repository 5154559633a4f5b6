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
import * as mirror from "./mirror.js";
import { startStorage } from "./storage-notices.js";
import * as share from "./share-link.js";
import * as bgstats from "./bgstats.js";
import * as persistence from "./persistence.js";
import * as nav from "./nav.js";
import { GAMES, loadGameCode } from "./games/registry.js";
import { setupWakeLock } from "./wakelock.js";
import { registerWorker, refreshOfflineLine, repairOfflineCopy } from "./offline.js";
import { watchForUpdates } from "./updates.js";
import { showBanner, hideBanner, applyTheme, showEngineStage } from "./ui.js";
import { embedded } from "./tabs.js";
import { notifyHost } from "./embed.js";
import { showHome } from "./screens/home.js";
import { showSetup } from "./screens/setup.js";
import { showTable, draw } from "./screens/table.js";

const params = new URLSearchParams(location.search);
const EXPORT_REMINDER_DAYS = 14;

// A game's own drawing code comes before its setup or table; the record (with its charts)
// and a shared game's screen are fetched when first opened.
nav.register("home", showHome);
nav.register("setup", async (game, ...rest) => {
  await Promise.all([loadGameCode(game), gameStyles()]);
  return showSetup(game, ...rest);
});
nav.register("table", async (record, ...rest) => {
  await Promise.all([loadGameCode(record.game), gameStyles()]);
  return showTable(record, ...rest);
});
nav.register("record", (...args) => gameStyles().then(() => import("./screens/record.js")).then((m) => m.showRecord(...args)));
nav.register("shared", (...args) => gameStyles().then(() => import("./screens/share.js")).then((m) => m.showShared(...args)));

// The games' and the record's style sheet, loaded without blocking by the built page
// (index.html's #later-css), applies from the first screen that is not home: the home
// screen, painted at once from the page's own style, never restyles for it.
function gameStyles() {
  const link = document.getElementById("later-css");
  if (!link || link.media === "all") return Promise.resolve();
  const loaded = link.sheet ? Promise.resolve() : new Promise((resolve) => {
    link.addEventListener("load", resolve, { once: true });
    link.addEventListener("error", resolve, { once: true });
  });
  return loaded.then(() => { link.media = "all"; });
}

// The page takes the table's one-screen frame while the table is shown (a class rather
// than html:has(), which made every redraw restyle the whole page); the built page's first
// paint (its inline script) leaves the home screen out when a game will open again at once.
let atTable = null;
new MutationObserver(() => {
  const now = Boolean(nav.main().querySelector(":scope > .table-screen"));
  document.documentElement.classList.toggle("at-table", now);
  if (now === atTable) return;
  atTable = now;
  try { localStorage.setItem("solobots:at-table", now ? "1" : ""); } catch (err) { /* not fatal */ }
}).observe(nav.main(), { childList: true });

async function init() {
  if (embedded()) document.documentElement.classList.add("embed");
  applyTheme(store.getPref("theme", "auto"));
  engine.onStage(showEngineStage);
  engine.onStage((stage) => { if (stage === "failed") repairAfterFailedStart(); });
  await loadLang(detectLang(params));
  document.getElementById("lang-select").addEventListener("change", (ev) => switchLang(ev.target.value));
  document.getElementById("brand").addEventListener("click", () => nav.go("home"));
  translateStatic();
  await startStorage();
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
  // Python's runtime starts once the first screen is painted, so the games (or the table)
  // show at once even on a slow network; the offline cache fills beside it.
  requestAnimationFrame(() => setTimeout(() => {
    engine.start();
    registerWorker((fn) => showBanner("update-banner", t("ui.new_version"), { label: t("ui.reload"), fn }),
      (fn) => showBanner("update-banner", t("ui.new_version_active"), { label: t("ui.reload"), fn }),
      async () => (await store.listSaves()).length > 0).then(watchForUpdates);
  }, 0));
  engine.whenReady().then(onEngineReady);
}

// A start that failed on a damaged file of the offline copy would fail again at every
// reload until the next deploy: the file is fetched again, and the page starts once more
// by itself (the engine never ran in it, so nothing is lost), but for a setup form the
// player may be filling in, or a second time in a row: then it says to reload.
const RESTARTED = "solobots:restarted-after-repair";

async function repairAfterFailedStart() {
  const repaired = await repairOfflineCopy();
  if (!repaired || !repaired.damaged.length) return;
  let again = false;
  try { again = sessionStorage.getItem(RESTARTED) === "1"; } catch (err) { /* as a first time */ }
  if (repaired.ready && !again && !nav.still("setup")) {
    try { sessionStorage.setItem(RESTARTED, "1"); } catch (err) { /* restart all the same */ }
    location.reload();
    return;
  }
  if (repaired.ready) showBanner("update-banner", t("ui.offline_repaired"), { label: t("ui.reload"), fn: () => location.reload() });
  else showBanner("update-banner", t("ui.offline_damaged"));
}

async function onEngineReady() {
  try { sessionStorage.removeItem(RESTARTED); } catch (err) { /* nothing to forget */ }
  const games = await engine.call("games");
  if (games.ok) store.setPref("schemas", Object.fromEntries(games.games.map((g) => [g.id, g.options])));
  if (nav.still("table") && session.game.record) await session.loadIntoEngine();
  else nav.refresh();
}

// ---------- what the open game says (its storage: storage-notices.js) ----------
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
  refreshOfflineLine();
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
// The bundled site has no module files of its own name to import: the tests reach these here.
window.solobots.share = share;
window.solobots.bgstats = bgstats;

init();
