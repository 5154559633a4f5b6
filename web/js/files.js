// Games as files: export one game or all of them, import either kind back. An import is
// checked here first (size, nesting, text, the game named inside and outside agree), then
// replayed by the engine from its first action; it always becomes a new saved game, built
// from what was checked, and never replaces one.
import { h } from "./dom.js";
import * as engine from "./engine.js";
import * as store from "./store.js";
import { GAMES, catalogOf } from "./games/registry.js";
import { loadGame } from "./i18n.js";
import { parseChecked, MAX_GAME_BYTES, MAX_FILE_BYTES } from "./checks.js";

export const BUNDLE_FORMAT = "solobots-games";

export function downloadText(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h("a", { href: url, download: name, class: "visually-hidden" });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function stamp() {
  return new Date().toISOString().slice(0, 10);
}

// What leaves the app for a game: its setup, actions and checksum, and the few facts the
// list shows, and what the player's record reads (when it ended, whether it was given up,
// how long it was played). The stored view and checkpoint are rebuilt on import.
export function portable(record) {
  const { id, game, created, updated, core, summary, over, winner, result, ended, abandoned, activeMs } = record;
  return { format: store.RECORD_FORMAT, id, game, created, updated, core, summary, over, winner, result, ended, abandoned, activeMs };
}

const date = (v) => (typeof v === "string" && v.length <= 40 && !Number.isNaN(Date.parse(v)) ? v : undefined);

export function exportRecord(record) {
  if (!record) return;
  const name = `solobots-${record.game}-${String(record.updated || stamp()).slice(0, 10)}-${record.id.slice(0, 6)}.json`;
  downloadText(name, JSON.stringify(portable(record), null, 1), "application/json");
  store.setPref("lastExport", new Date().toISOString());
}

export function exportRaw(id, raw) {
  const text = raw && typeof raw === "object" && typeof raw.raw === "string" ? raw.raw : JSON.stringify(raw);
  downloadText(`solobots-damaged-${id}.json`, text || "", "application/json");
}

export async function exportAll() {
  const records = (await store.allRecords()).filter(store.isRecord).map(portable);
  const bundle = { format: BUNDLE_FORMAT, exported: new Date().toISOString(), games: records };
  downloadText(`solobots-all-games-${stamp()}.json`, JSON.stringify(bundle), "application/json");
  store.setPref("lastExport", new Date().toISOString());
}

// One record from a file: checked in JavaScript, then by the engine. {ok, record} or {ok: false, error}.
export async function checkRecord(record) {
  if (!store.isRecord(record) || !GAMES.includes(record.game)) return { ok: false, error: "error.import_foreign" };
  if (record.core.game !== record.game) return { ok: false, error: "error.import_mismatch" };
  const core = JSON.stringify(record.core);
  if (core.length > MAX_GAME_BYTES) return { ok: false, error: "error.import_too_big" };
  await loadGame(catalogOf(record.game)); // the engine's reasons may use the game's words
  const res = await engine.call("check", core);
  if (!res.ok) return { ok: false, error: { key: "error.import_refused", params: { reason: res.error } } };
  const now = new Date().toISOString();
  const view = res.view;
  return {
    ok: true,
    record: {
      format: store.RECORD_FORMAT, id: store.newId(), game: record.game, core: res.save.core, view,
      summary: view.summary, over: Boolean(view.status && view.status.over),
      winner: view.status ? view.status.winner : null, result: view.result || null,
      created: typeof record.created === "string" ? record.created.slice(0, 40) : now, updated: now,
      imported: true,
      // The record's facts travel with the game; the result itself is the engine's, rebuilt above.
      ended: date(record.ended), abandoned: date(record.abandoned),
      activeMs: Number.isFinite(record.activeMs) && record.activeMs >= 0 ? record.activeMs : undefined,
    },
  };
}

// A file of one game or of all games. {ok, count} or {ok: false, error}.
export async function importGames(file) {
  if (!engine.isReady()) return { ok: false, error: "error.engine_loading" };
  if (file.size > MAX_FILE_BYTES) return { ok: false, error: "error.import_too_big" };
  const parsed = parseChecked(await file.text(), MAX_FILE_BYTES);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  const list = value && value.format === BUNDLE_FORMAT && Array.isArray(value.games) ? value.games : [value];
  if (list !== value.games && file.size > MAX_GAME_BYTES) return { ok: false, error: "error.import_too_big" };
  let count = 0;
  let firstError = null;
  for (const item of list) {
    const checked = await checkRecord(item);
    if (!checked.ok) { firstError = firstError || checked.error; continue; }
    const problem = await store.saveRecord(checked.record);
    if (problem) return { ok: false, error: problem };
    count++;
  }
  if (!count) return { ok: false, error: firstError || "error.import_foreign" };
  return { ok: true, count };
}
