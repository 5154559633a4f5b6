// The table's menu: the seed, keeping the screen awake, reading aloud, the theme, what
// the browser keeps, and the game's own actions (share, export, new game, give up, home,
// delete).
import { h } from "../dom.js";
import { t, locale } from "../i18n.js";
import * as store from "../store.js";
import * as files from "../files.js";
import * as session from "../session.js";
import * as nav from "../nav.js";
import * as speech from "../speech.js";
import * as share from "../share-link.js";
import * as persistence from "../persistence.js";
import { openDialog, closeDialog, confirmDialog } from "../widgets.js";
import { wakeLockToggle } from "../wakelock.js";
import { toast, applyTheme } from "../ui.js";
import { embedded } from "../tabs.js";
import { deleteSave } from "./home.js";
import { offerNewGame } from "./setup.js";

const STORAGE_WAIT_MS = 300;

// redraw: draws the table again (the reading-aloud switch adds its "repeat" button).
export async function openMenu(redraw) {
  await session.flushPending();
  const { record, view, stale } = session.game;
  const theme = store.getPref("theme", "auto");
  const themeSel = h("div", { class: "segmented", role: "group", "aria-label": t("ui.theme") },
    ["auto", "light", "dark"].map((v) => h("button", {
      type: "button", class: "seg-btn", "aria-pressed": String(v === theme),
      onclick: () => { store.setPref("theme", v); applyTheme(v); openMenu(redraw); },
    }, t(`ui.theme_${v}`))));
  // The storage line is written before the menu shows: text arriving later would grow the
  // sheet (centred, so it moves up) under a finger already on its way to a button. Firefox's
  // estimate can take a while: past STORAGE_WAIT_MS the menu opens without it.
  const known = await Promise.race([storageText(), new Promise((done) => setTimeout(() => done(null), STORAGE_WAIT_MS))]);
  const storage = h("p", { class: "storage-info", id: "storage-info" }, known || t("ui.storage_checking"));
  const sheet = openDialog(t("ui.menu"), [
    h("p", {}, t("ui.seed"), ": ", h("strong", { id: "menu-seed" }, view ? view.seed : "")),
    wakeLockToggle(),
    speech.speechToggle(() => redraw()),
    h("div", { class: "field" }, h("span", {}, t("ui.theme")), themeSel),
    h("div", { class: "menu-actions" },
      h("button", { type: "button", class: "btn", id: "share-game", onclick: () => openShare(record) }, t("share.open")),
      h("button", { type: "button", class: "btn", id: "export-game", onclick: () => files.exportRecord(record) }, t("ui.export")),
      // The open game as it is in memory: a full disk may have kept it from being written.
      h("button", { type: "button", class: "btn", id: "export-all-menu", onclick: () => files.exportAll(record) }, t("ui.export_all")),
      h("button", { type: "button", class: "btn", onclick: () => import("./log.js").then((m) => m.downloadLog()) }, t("ui.download_log")),
      h("button", { type: "button", class: "btn", onclick: () => offerNewGame() }, t("ui.new_game")),
      record && !record.over && !record.abandoned && !stale
        ? h("button", { type: "button", class: "btn", id: "give-up", onclick: () => giveUp() }, t("record.give_up")) : null,
      embedded() ? null : h("button", { type: "button", class: "btn", id: "menu-home", onclick: () => { closeDialog(); nav.go("home"); } }, t("ui.home")),
      h("button", { type: "button", class: "btn danger", onclick: () => deleteOpenGame() }, t("ui.delete"))),
    // last, so that a late text moves none of the buttons above it
    storage,
  ]);
  if (known) return;
  const text = await storageText();
  if (!sheet.open || !storage.isConnected) return;
  // The sheet's top stays where it is; only what lies below the line may move down.
  // (openDialog centres the next sheet again.)
  sheet.style.marginTop = `${Math.max(0, sheet.getBoundingClientRect().top)}px`;
  storage.textContent = text;
}

// What the browser keeps, and whether it may clear it without asking.
async function storageText() {
  if (store.isVolatile()) return t("error.storage_unavailable");
  const info = await store.storageInfo();
  if (!info) return t("ui.storage_unknown");
  const mb = (n) => (n / 1e6).toLocaleString(locale(), { maximumFractionDigits: 1 });
  const used = t("ui.storage_used", { used: mb(info.usage), quota: mb(info.quota) });
  // Whether this browser may delete the games, in plain words (Safari's seven days included).
  return `${used} ${t(persistence.storageNotice(await persistence.storageState()))}`;
}

async function giveUp() {
  const ok = await confirmDialog(t("record.give_up"), t("record.confirm_give_up"), t("record.give_up"));
  if (!ok) return;
  await session.giveUp();
  toast(t("record.given_up"));
}

async function deleteOpenGame() {
  const record = session.game.record;
  if (!record || !(await deleteSave(record))) return;
  await session.leave();
  if (embedded()) nav.go("setup", record.game); else nav.go("home");
}

async function openShare(record) {
  if (!record) return;
  await session.flushPending();
  if (!share.supported()) { toast(t("share.unsupported"), true); return; }
  const sheet = await share.shareBody(record, toast);
  openDialog(t("share.title"), sheet.body, sheet.actions);
}
