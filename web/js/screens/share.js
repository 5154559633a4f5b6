// A game received as a link: read and checked like an imported file, then shown before
// anything is kept — the game, where it stands, when it was last played — with "Open and
// keep" and "Cancel". Nothing is saved until the player says so, so a page that feeds
// links to the app cannot fill its storage. A link of a game already on this device
// offers that game rather than a copy.
import { h, clear } from "../dom.js";
import { t, formatDate, loadGame } from "../i18n.js";
import * as engine from "../engine.js";
import * as store from "../store.js";
import * as files from "../files.js";
import * as session from "../session.js";
import * as nav from "../nav.js";
import * as share from "../share-link.js";
import { catalogOf } from "../games/registry.js";
import { showBanner, toast } from "../ui.js";

export async function showShared(hash) {
  await session.leave();
  const main = clear(nav.main());
  main.append(h("p", { class: "hint", id: "share-wait" }, t("share.wait")));
  const parsed = await share.readLink(hash);
  if (!parsed.ok) return refuse(parsed.error);
  if (!engine.isReady()) return undefined; // shown again once the engine is up (nav.refresh)
  const checked = await files.checkRecord(parsed.value);
  if (!checked.ok) return refuse(checked.error);
  if (!nav.still("shared")) return undefined;
  const incoming = checked.record;
  await loadGame(catalogOf(incoming.game));
  const stored = (await store.allRecords()).filter(store.isRecord);
  const same = files.sameGame(incoming, stored);
  const kin = same ? null : stored.find((r) => r.game === incoming.game && (r.id === incoming.id || (r.origin && r.origin.id === incoming.id)));
  preview(incoming, checked.view, same, kin, stored);
  return undefined;
}

function facts(record, view) {
  return h("dl", { class: "share-facts" },
    h("dt", {}, t("share.game")), h("dd", { id: "share-game-name" }, t(`${record.game}.name`)),
    h("dt", {}, t("share.where")), h("dd", { id: "share-step" },
      record.summary && typeof record.summary.key === "string" ? t(record.summary) : "",
      " ", t("share.step_of", { step: view.step, steps: view.steps })),
    h("dt", {}, t("share.when")), h("dd", { id: "share-date" }, formatDate(record.updated)),
    view.status && view.status.over ? [h("dt", {}, t("share.state")), h("dd", {}, t("ui.status_over"))] : null);
}

function preview(incoming, view, same, kin, stored) {
  const main = clear(nav.main());
  const cancel = h("button", { type: "button", class: "btn big", id: "share-cancel", onclick: () => leave() }, t("share.cancel"));
  let text;
  let actions;
  if (same) {
    text = t("share.already_here");
    actions = [h("button", { type: "button", class: "btn big primary", id: "share-open-existing", onclick: () => openStored(same.id) },
      t("share.open_existing")), cancel];
  } else if (kin) {
    text = t("share.other_version", { step: kin.core.cursor, date: formatDate(kin.updated) });
    actions = [
      h("button", { type: "button", class: "btn big primary", id: "share-keep", onclick: () => keep(incoming, stored) }, t("share.keep_copy")),
      h("button", { type: "button", class: "btn big", id: "share-open-existing", onclick: () => openStored(kin.id) }, t("share.open_existing")),
      cancel];
  } else {
    text = t("share.preview_intro");
    actions = [h("button", { type: "button", class: "btn big primary", id: "share-keep", onclick: () => keep(incoming, stored) },
      t("share.keep")), cancel];
  }
  main.append(h("section", { class: "share-preview", id: "share-preview", "aria-labelledby": "share-preview-title" },
    h("h2", { id: "share-preview-title" }, t("share.preview_title")),
    h("p", {}, text),
    facts(incoming, view),
    h("div", { class: "form-actions" }, actions)));
  document.title = `${t("share.preview_title")} · ${t("app.name")}`;
}

function clearHash() {
  history.replaceState(null, "", location.pathname + location.search);
}

async function keep(incoming, stored) {
  const record = files.placed(incoming, stored, new Set());
  const problem = await store.saveRecord(record);
  if (problem) { showBanner("storage-banner", t(problem)); return; }
  clearHash();
  const kept = await store.loadRecord(record.id);
  await nav.go("table", kept || record);
  toast(t("share.opened"));
}

async function openStored(id) {
  clearHash();
  const record = await store.loadRecord(id);
  if (!record) return refuse("error.save_unreadable");
  await nav.go("table", record);
  toast(t("share.already"));
  return undefined;
}

function leave() {
  clearHash();
  nav.go("home");
}

function refuse(error) {
  clearHash();
  return nav.go("home").then(() => showBanner("storage-banner", t(error)));
}
