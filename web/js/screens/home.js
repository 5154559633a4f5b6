// The home screen: the games to start, the saved games (resume, export, delete), import
// and export of every game, and the way to the player's record. The saved games show
// newest first, PAGE at a time ("Show more"): a player with thousands of games gets the
// screen at once, and the record screen is where all of them are counted.
import { h, clear } from "../dom.js";
import { t, loadGame, formatDate } from "../i18n.js";
import * as engine from "../engine.js";
import * as store from "../store.js";
import * as files from "../files.js";
import * as session from "../session.js";
import * as saving from "../saving.js";
import * as copies from "../copies.js";
import * as nav from "../nav.js";
import { GAMES, catalogOf } from "../games/registry.js";
import { openDialog, confirmDialog } from "../widgets.js";
import { toast } from "../ui.js";

const PAGE = 30;

export async function showHome() {
  await session.leave();
  store.setCurrent(null);
  const saves = await copies.listed(saving.unsaved());
  // A saved game's summary may use its game's words.
  await Promise.all([...new Set(saves.filter((e) => GAMES.includes(e.game)).map((e) => catalogOf(e.game)))].map(loadGame));
  if (!nav.still("home")) return; // the player moved on while the list was read
  const main = clear(nav.main());
  const games = h("section", { class: "home-games", "aria-labelledby": "games-title" },
    h("h2", { id: "games-title" }, t("ui.games")),
    h("ul", { class: "game-list" }, GAMES.map((id) => h("li", { class: "game-card" },
      h("h3", {}, t(`${id}.name`)),
      h("p", {}, t(`${id}.tagline`)),
      h("button", { type: "button", class: "btn big primary", "data-testid": `new-${id}`, onclick: () => nav.go("setup", id) }, t("ui.new_game"))))));
  const record = h("div", { class: "home-record" }, h("button", { type: "button", class: "btn big", id: "open-record",
    onclick: () => nav.go("record", "all") }, "📈 ", t("record.title")));
  main.append(h("h1", { class: "home-title" }, t("app.tagline")), record, games, savesSection(saves));
  document.title = t("app.name");
}

function savesSection(list) {
  const file = h("input", { type: "file", accept: ".json,application/json", id: "import-file", class: "visually-hidden",
    "aria-label": t("ui.import"), tabindex: "-1",
    onchange: (ev) => { const f = ev.target.files[0]; ev.target.value = ""; if (f) importFile(f); } });
  const importBtn = h("button", { type: "button", class: "btn", id: "import-btn", disabled: !engine.isReady(),
    onclick: () => file.click() }, t("ui.import"));
  const exportAll = list.length ? h("button", { type: "button", class: "btn", id: "export-all",
    onclick: () => files.exportAll() }, t("ui.export_all")) : null;
  return h("section", { class: "home-saves", "aria-labelledby": "saves-title" },
    h("h2", { id: "saves-title" }, t("ui.saved_games")),
    ...(list.length ? pagedList(list) : [h("p", { class: "empty" }, t("ui.no_saves"))]),
    h("div", { class: "form-actions" }, importBtn, exportAll, file));
}

// The list and its "Show more" button: each tap adds the next PAGE games under the ones shown.
function pagedList(list) {
  const ul = h("ul", { class: "save-list" }, list.slice(0, PAGE).map(saveItem));
  let shown = Math.min(PAGE, list.length);
  const more = h("button", { type: "button", class: "btn", id: "show-more-saves", onclick: () => {
    ul.append(...list.slice(shown, shown + PAGE).map(saveItem));
    shown = Math.min(shown + PAGE, list.length);
    label();
  } });
  const label = () => {
    more.textContent = t("ui.show_more_saves", { n: Math.min(PAGE, list.length - shown), left: list.length - shown });
    more.hidden = shown >= list.length;
  };
  label();
  // Games only in memory (storage lost them) are not counted as saved: they are counted apart.
  const held = list.filter((e) => e.held).length;
  const count = [list.length > held ? t("ui.saves_count", { n: list.length - held }) : "",
    held ? t("ui.saves_count_held", { n: held }) : ""].filter(Boolean).join(" ");
  return [h("p", { class: "hint", id: "saves-count" }, count), ul, more];
}

// One saved game in the list. An entry that can no longer be read (damaged storage, an
// older or foreign format) stays listed, says so, and can still be exported as it is.
function saveItem(e) {
  const readable = !e.damaged;
  const status = !readable ? "damaged" : e.over ? "over" : "running";
  const statusKey = { damaged: "ui.status_damaged", over: "ui.status_over", running: "ui.status_running" }[status];
  return h("li", { class: "save-item", "data-save": e.id, "data-status": status, "data-held": e.held ? "1" : null },
    h("div", { class: "save-info" },
      h("strong", {}, GAMES.includes(e.game) ? t(`${e.game}.name`) : t("ui.unknown_game")),
      h("span", {}, formatDate(e.updated)),
      h("span", {}, readable && e.summary && typeof e.summary === "object" && typeof e.summary.key === "string" ? t(e.summary) : ""),
      h("span", { class: `save-status ${status}` }, t(statusKey)),
      e.held ? h("span", { class: "save-held" }, t("ui.save_held")) : null),
    h("div", { class: "save-actions" },
      readable ? h("button", { type: "button", class: "btn primary", "data-testid": "resume", onclick: () => resume(e.id) }, t("ui.resume")) : null,
      h("button", { type: "button", class: "btn", "data-testid": "export", onclick: async () => (readable
        ? files.exportRecord((await copies.anywhere(e.id, saving.unsaved()) || {}).record || null)
        : files.exportRaw(e.id, await store.rawRecord(e.id))) },
      t(readable ? "ui.export" : "ui.export_raw")),
      h("button", { type: "button", class: "btn danger", "data-testid": "delete", onclick: async () => { if (await deleteSave(e)) nav.go("home"); } }, t("ui.delete"))));
}

// A saved game back on the table: as the app last had it, from storage or, where storage
// lost it or could not take its last steps, from memory or its copy; then written at once.
export async function resume(id) {
  const unsaved = saving.unsaved();
  const found = await copies.anywhere(id, unsaved);
  if (!found) {
    toast(t("error.save_unreadable"), true);
    return;
  }
  const { record, stored } = found;
  if (GAMES.includes(record.game)) await loadGame(catalogOf(record.game));
  await nav.go("table", record);
  // A copy from memory is written now; the game whose writes failed, the saver writes
  // again itself as it goes back on the table (saving.reset).
  if (!stored && !unsaved.includes(record) && session.game.record === record) saving.persist(record);
}

// Delete a saved game (both its copies), after asking.
export async function deleteSave(entry) {
  const ok = await confirmDialog(t("ui.delete"), t("ui.confirm_delete", { game: t(`${entry.game}.name`) }), t("ui.delete"));
  if (!ok) return false;
  saving.drop(entry.id);
  await store.deleteRecord(entry.id); // both its copies
  return true;
}

async function importFile(file) {
  const res = await files.importGames(file);
  await nav.go("home");
  if (!res.ok && !(res.refused && res.refused.length > 1)) { toast(t(res.error), true); return; }
  const summary = [res.imported ? t("ui.imported", { n: res.imported }) : "", res.already ? t("ui.import_already", { n: res.already }) : ""]
    .filter(Boolean).join(" ") || t("error.import_none");
  if (!res.refused || !res.refused.length) { toast(summary); return; }
  // Some games of the file were refused: which ones, and why.
  const count = res.refusedCount || res.refused.length;
  openDialog(t("ui.import"), [
    h("p", { id: "import-summary" }, summary),
    h("p", {}, t("ui.import_refused_count", { n: count })),
    h("ul", { class: "import-refusals" }, res.refused.map((r) => h("li", {},
      t("ui.import_refused_item", { n: r.index + 1, reason: t(r.error) })))),
  ]);
}
