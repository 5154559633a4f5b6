// Games as files: export one game or all of them, import either kind back. An import is
// checked here first (size, nesting, text, the shape of a saved game), then replayed by
// the engine from its first action. A file's games are stored all together or not at all
// (a browser killed during an import leaves the storage as it was); a game already here
// (the same id and the same game) is recognised, not copied again; a game whose id is
// taken by another game becomes a new one; nothing is ever replaced.
import { h } from "./dom.js";
import * as engine from "./engine.js";
import * as store from "./store.js";
import { GAMES, catalogOf } from "./games/registry.js";
import { loadGame } from "./i18n.js";
import { parseChecked, MAX_GAME_BYTES, MAX_FILE_BYTES } from "./checks.js";

export const BUNDLE_FORMAT = "solobots-games";
const MAX_REFUSALS_SHOWN = 20;

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

// Every game: the readable ones as they are kept, plus (when given) the open game as it is
// in memory, which a full disk may have kept from being written.
export async function exportAll(openRecord = null) {
  const records = (await store.allRecords()).filter(store.isRecord).filter((r) => !openRecord || r.id !== openRecord.id);
  if (openRecord) records.push(openRecord);
  const bundle = { format: BUNDLE_FORMAT, exported: new Date().toISOString(), games: records.map(portable) };
  downloadText(`solobots-all-games-${stamp()}.json`, JSON.stringify(bundle), "application/json");
  store.setPref("lastExport", new Date().toISOString());
}

const isObject = (v) => Boolean(v) && typeof v === "object" && !Array.isArray(v);

// Why a value from a file is not a saved game this app reads, said plainly, or null.
function shapeProblem(record) {
  if (!isObject(record) || record.format !== store.RECORD_FORMAT) return "error.import_foreign";
  if (!GAMES.includes(record.game)) return "error.import_unknown_game";
  const core = record.core;
  if (!isObject(core)) return "error.import_no_game";
  if (core.game !== record.game) return "error.import_mismatch";
  if (!Number.isInteger(core.engine) || core.engine < 1) return "error.import_no_rules_version";
  if (!Array.isArray(core.actions)) return "error.import_no_actions";
  return null;
}

// One record from a file: checked in JavaScript, then by the engine (replayed from its
// first action, carried to today's rules if it is older). {ok, record} or {ok: false, error}.
export async function checkRecord(record) {
  const problem = shapeProblem(record);
  if (problem) return { ok: false, error: problem };
  const core = JSON.stringify(record.core);
  if (core.length > MAX_GAME_BYTES) return { ok: false, error: "error.import_too_big" };
  await loadGame(catalogOf(record.game)); // the engine's reasons may use the game's words
  const res = await engine.call("check", core);
  if (!res.ok) return { ok: false, error: { key: "error.import_refused", params: { reason: res.error } } };
  const now = new Date().toISOString();
  const view = res.view;
  return {
    ok: true,
    view,
    record: {
      format: store.RECORD_FORMAT, id: typeof record.id === "string" && /^[0-9a-z_-]{1,64}$/i.test(record.id) ? record.id : store.newId(),
      game: record.game, core: res.save.core, view,
      summary: view.summary, over: Boolean(view.status && view.status.over),
      winner: view.status ? view.status.winner : null, result: view.result || null,
      created: date(record.created) || now, updated: date(record.updated) || now,
      imported: true,
      // The record's facts travel with the game; the result itself is the engine's, rebuilt above.
      ended: date(record.ended), abandoned: date(record.abandoned),
      activeMs: Number.isFinite(record.activeMs) && record.activeMs >= 0 ? record.activeMs : undefined,
    },
  };
}

// The saved game that is this very game (the same id and the same game), if there is one,
// or that came from it by an earlier import.
export function sameGame(candidate, stored) {
  return stored.find((r) => store.isRecord(r) && r.game === candidate.game
    && r.core.checksum === candidate.core.checksum && r.core.actions.length === candidate.core.actions.length
    && (r.id === candidate.id || (r.origin && r.origin.id === candidate.id))) || null;
}

// Where an imported game goes: its own id when it is free, a new one when another game has it.
export function placed(record, stored, taken) {
  if (!stored.some((r) => r.id === record.id) && !taken.has(record.id)) return record;
  return { ...record, id: store.newId(), origin: { id: record.id } };
}

// A file of one game or of all games: {ok, imported, already, refused: [{index, error}]}
// or {ok: false, error} when the file itself is refused or nothing could be stored.
export async function importGames(file) {
  if (!engine.isReady()) return { ok: false, error: "error.engine_loading" };
  if (file.size > MAX_FILE_BYTES) return { ok: false, error: "error.import_too_big" };
  const parsed = parseChecked(await file.text(), MAX_FILE_BYTES);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  const bundle = isObject(value) && value.format === BUNDLE_FORMAT;
  if (bundle && !Array.isArray(value.games)) return { ok: false, error: "error.import_foreign" };
  const list = bundle ? value.games : [value];
  if (!bundle && file.size > MAX_GAME_BYTES) return { ok: false, error: "error.import_too_big" };
  const stored = (await store.allRecords()).filter(store.isRecord);
  const taken = new Set();
  const fresh = [];
  const refused = [];
  let already = 0;
  for (const [index, item] of list.entries()) {
    const checked = await checkRecord(item);
    if (!checked.ok) { refused.push({ index, error: checked.error }); continue; }
    if (sameGame(checked.record, stored) || sameGame(checked.record, fresh)) { already += 1; continue; }
    const record = placed(checked.record, stored, taken);
    taken.add(record.id);
    fresh.push(record);
  }
  if (fresh.length) {
    const problem = await store.saveMany(fresh);
    if (problem) return { ok: false, error: problem };
  }
  if (!fresh.length && !already) return { ok: false, error: refused.length === 1 ? refused[0].error : "error.import_none", refused };
  return { ok: true, imported: fresh.length, already, refused: refused.slice(0, MAX_REFUSALS_SHOWN), refusedCount: refused.length };
}
