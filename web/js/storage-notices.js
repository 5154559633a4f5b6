// What the app tells the player about its storage: games a copy brought back (and from
// which step, when not the latest the app knew), a write that failed and what is still
// kept (read back, never assumed), room again (and the export offered at once), the
// browser asked to keep the games at the first one saved, and a game that cannot be
// resumed. A banner about one game belongs to it: it goes when the player leaves that game.
import { t, formatDate } from "./i18n.js";
import * as store from "./store.js";
import * as files from "./files.js";
import * as session from "./session.js";
import * as saving from "./saving.js";
import * as copies from "./copies.js";
import * as persistence from "./persistence.js";
import * as nav from "./nav.js";
import { toast, showBanner, hideBanner } from "./ui.js";
import { GAMES } from "./games/registry.js";

const BANNER = "storage-banner";
// The check of every copy waits for the first screen and the engine's start to be under way.
const DEEP_CHECK_DELAY_MS = 2_000;
const AFTER_FIRST_SCREEN_MS = 300;
const BEHIND_SHOWN = 3;
let bannerGame = null; // the game the banner on show is about (null: about the app)

function banner(text, action = null, gameId = null) {
  showBanner(BANNER, text, action);
  bannerGame = gameId;
}

function gameName(id) {
  return GAMES.includes(id) ? t(`${id}.name`) : t("ui.unknown_game");
}

// Before the first screen: open the storage and bring back the game it reopens if damaged,
// or every game when IndexedDB holds none (lost); just after it, the quick look at every
// copy's name (listing thousands of copies is not worth a slower first screen), then the
// check of every copy in the background.
export async function startStorage() {
  await store.open();
  if (store.isVolatile()) { banner(t("error.storage_unavailable")); return; }
  const none = !(await store.listSaves()).length;
  tellRestored(await copies.quickCheck({ byNames: none }));
  setTimeout(async () => {
    if (!none) {
      const restored = await copies.quickCheck();
      tellRestored(restored);
      if (restored.length && nav.still("home")) nav.refresh();
    }
    setTimeout(deepCheck, DEEP_CHECK_DELAY_MS);
  }, AFTER_FIRST_SCREEN_MS);
}

async function deepCheck() {
  const playing = (id) => Boolean(session.game.record && session.game.record.id === id && session.interactive());
  const { restored } = await copies.deepCheck({ playing });
  tellRestored(restored);
  // The game on the table was opened from a damaged record: open the whole one.
  const open = session.game.record;
  const back = open && restored.find((r) => r.id === open.id);
  if (back && nav.still("table") && !session.interactive()) {
    const record = await store.loadRecord(open.id);
    if (record) await nav.go("table", record);
  }
}

// "N games restored from the backup copy", and for each that came back behind the step
// the app had known: which step, saved when.
function tellRestored(restored) {
  if (!restored.length) return;
  const lines = [t("ui.restored_from_copy", { n: restored.length })];
  for (const r of restored.filter((x) => x.behind).slice(0, BEHIND_SHOWN)) {
    lines.push(t("ui.restored_behind", { game: gameName(r.game), step: r.step, when: formatDate(r.updated), latest: r.behind.step }));
  }
  banner(lines.join(" "));
}

// ---------- the open game ----------
session.on("notice", (key, params, { error = false, banner: asBanner = false, exportRecord = null } = {}) => {
  const text = t(key, params);
  if (!asBanner) { toast(text, error); return; }
  const action = exportRecord ? { label: t("ui.export"), fn: () => files.exportRecord(exportRecord) } : null;
  const about = exportRecord || session.game.record; // a banner of the open game is about that game
  banner(text, action, about ? about.id : null);
});

// A banner about a game goes with it: on the home screen or another game it is not shown.
function leftGame(id) {
  if (bannerGame && bannerGame !== id) {
    hideBanner(BANNER);
    bannerGame = null;
  }
}
session.on("opened", (record) => leftGame(record.id));
session.on("left", () => leftGame(null));

// A write that fails keeps the game in memory and says why, and what storage still gives
// back of it; once a write succeeds again the banner says so, and after a full disk offers
// the export at once (a disk that filled once may fill again).
saving.onProblem((problem, record, kept, was) => {
  if (!problem) {
    if (store.isVolatile()) return;
    if (was === "error.storage_full") {
      banner(t("ui.room_again"), { label: t("ui.export_all"), fn: () => files.exportAll(session.game.record) });
      if (nav.still("home")) nav.refresh(); // a game just left, written at its retry: listed as stored
    } else if (bannerGame === record.id) {
      hideBanner(BANNER);
      bannerGame = null;
    }
    return;
  }
  const full = problem === "error.storage_full";
  const text = [t(full ? "error.storage_full_playing" : problem),
    kept ? t("ui.kept_read_back", { step: kept.step }) : t("ui.nothing_read_back")].join(" ");
  banner(text, { label: t("ui.export"), fn: () => files.exportRecord(record) }, record.id);
});

let writeBackDue = false; // the database was closed under the app, and nothing wrote back since
let writeBackRetry = null;
const WRITE_BACK_RETRY_MS = 5_000;

// The storage was deleted under the open game: it was written back whole, and every other
// game held in memory or on disk comes back too.
saving.onRecovered(async () => {
  writeBackDue = false;
  const restored = await copies.writeBack();
  if (restored === null) { writeBackDue = true; return; } // the others when there is room: below
  toast(t("ui.storage_rewritten", { n: restored.length }));
  if (nav.still("home")) nav.refresh(); // the game just left was the one written (its retry)
});

// The browser closed the database under the app (site data cleared, the disk full). With a
// game open, that game's next write puts every game back (above). With none, or once the
// player leaves the game before that write came, every game held comes back as soon as the
// database takes them, tried again while the disk stays full; meanwhile Home lists them
// from memory (copies.listed), and lists them again once written back.
store.on("lost", () => { writeBackDue = true; setTimeout(writeBackLost, 500); });
session.on("left", () => { writeBackLost(); });

let writingBack = false;
async function writeBackLost() {
  if (!writeBackDue || writingBack || session.game.record) return;
  clearTimeout(writeBackRetry);
  writingBack = true;
  try {
    await store.open().catch(() => {});
    const restored = await copies.writeBack();
    if (restored === null) { writeBackRetry = setTimeout(writeBackLost, WRITE_BACK_RETRY_MS); return; }
    writeBackDue = false;
    if (!restored.length) return;
    banner(t("ui.restored_from_copy", { n: restored.length }));
    if (nav.still("home")) nav.refresh();
  } finally {
    writingBack = false;
  }
}

// ---------- asking the browser to keep the games ----------
// At the first game saved on this browser: ask once. What the answer means is said on the
// home screen, when the player leaves that game (or at the next start if the tab closed
// first), in the banner: a toast of four lines over the game's first instruction hid what
// the player had to read (issue 34's screenshots).
const KEEP_NOTICE = "keepNotice";

store.on("stored", async () => {
  if (store.getPref("keepAsked", false)) return;
  store.setPref("keepAsked", true);
  const before = await persistence.storageState();
  if (before.persisted) return;
  const granted = await persistence.requestPersistence();
  store.setPref(KEEP_NOTICE, { key: granted ? "persist.granted" : persistence.refusedKey(before), n: persistence.SAFARI_DAYS });
});

function tellKeepAnswer() {
  const notice = store.getPref(KEEP_NOTICE, null);
  // never over another message of the banner (a link refused, games restored): next time
  const busy = document.getElementById(BANNER);
  if (!notice || !nav.still("home") || (busy && !busy.hidden)) return;
  store.setPref(KEEP_NOTICE, null);
  const refused = notice.key !== "persist.granted";
  // about the home screen: it goes when the player opens a game or another screen
  banner(t(notice.key, { n: notice.n }), refused ? { label: t("ui.export_all"), fn: () => files.exportAll() } : null, "home");
}
session.on("left", () => setTimeout(tellKeepAnswer, 0));
