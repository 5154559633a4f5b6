// Both copies of every saved game (IndexedDB and the private file system, mirror.js)
// checked against each other, and each rewritten from the other where it is missing,
// damaged or behind: the most recent whole revision wins, in either direction.
// - At start, a quick look by names and revisions alone: a game IndexedDB lost, or holds at
//   an older revision than its copy, comes back (before the first screen when IndexedDB
//   holds no game at all, just after it otherwise), and the game the app reopens is
//   checked against its seal before it opens.
// - Then, in the background, every record and every copy is read and its seal checked
//   (seal.js): a damaged record is replaced from a whole copy of the same (or a later)
//   revision, a damaged or missing copy is written again from the record.
// - When the browser deletes the site's storage under the open app (site data cleared, a
//   full disk), every game the mirror's worker holds in memory is written back.
// Each returns what it restored, with what the app last knew of each game, so the player
// is told when a game came back behind the step it had reached.
import * as store from "./store.js";
import * as mirror from "./mirror.js";
import { intact } from "./seal.js";

const revOf = (r) => (r && typeof r.rev === "number" ? r.rev : 0);
const stepOf = (r) => (r && r.core && Number.isInteger(r.core.cursor) ? r.core.cursor : 0);

// [{id, game, step, updated, behind: {step, updated} | null}]: behind when the app had
// known the game further on than the copy it came back from.
function described(records, known) {
  return records.map((r) => {
    const k = known.get(r.id);
    const behind = k && !k.damaged && typeof k.rev === "number" && k.rev > revOf(r)
      ? { step: Number.isInteger(k.at) ? k.at : k.steps, updated: k.updated } : null;
    return { id: r.id, game: r.game, step: stepOf(r), updated: r.updated, behind };
  });
}

function usable() {
  return mirror.available() && !store.isVolatile();
}

// The rev field each record in IndexedDB has now (null for none), for restoreMany.
async function revsThere(ids) {
  const out = new Map();
  for (const id of ids) {
    const raw = await store.rawRecord(id);
    out.set(id, raw ? revOf(raw) : null);
  }
  return out;
}

// Games whose copy is newer than IndexedDB's record, or whose record is missing or
// damaged, and the game the app reopens if its record fails its seal, brought back from
// their copies (only those are read). With `byNames` false, only that last game is looked
// at (no listing of the copies: quick enough before the first screen however many games).
export async function quickCheck({ byNames = true } = {}) {
  if (!usable()) return [];
  const names = byNames ? await mirror.names() : {};
  if (!names) return [];
  const metas = new Map((await store.listSaves()).map((m) => [m.id, m]));
  const known = await store.knownGames(); // with the summaries of records lost since
  const current = await store.getCurrent();
  const open = current && await store.rawRecord(current);
  const spoilt = open && store.isRecord(open) && (await intact(open)) === false ? current : null;
  const behind = (id, rev) => { const m = metas.get(id); return id === spoilt || !m || m.damaged || revOf(m) < rev; };
  const ids = Object.keys(names).filter((id) => behind(id, names[id]));
  if (spoilt && !ids.includes(spoilt)) ids.push(spoilt);
  if (!ids.length) return [];
  const copies = (await mirror.newest(ids)).filter((r) => store.isRecord(r) && behind(r.id, revOf(r)));
  const restored = await store.restoreMany(copies, await revsThere(copies.map((r) => r.id)));
  return described(restored || [], known);
}

// In the background: every record and copy read and checked. {restored, copied}. A game
// `playing(id)` says is being played is left to its own next save.
export async function deepCheck({ playing = () => false } = {}) {
  if (!usable()) return { restored: [], copied: 0 };
  const stored = {};
  const revs = new Map();
  await store.eachBatch(async (batch) => {
    for (const r of batch) {
      if (!r || typeof r.id !== "string") continue;
      const whole = store.isRecord(r) && (await intact(r)) !== false;
      stored[r.id] = whole ? revOf(r) : -1;
      revs.set(r.id, revOf(r));
    }
    await new Promise((resolve) => setTimeout(resolve, 0)); // let taps through between batches
  });
  const found = await mirror.audit(stored);
  if (!found) return { restored: [], copied: 0 };
  const known = await store.knownGames();
  const copies = found.restore.filter((r) => store.isRecord(r) && !playing(r.id));
  const seen = new Map(copies.map((r) => [r.id, revs.has(r.id) ? revs.get(r.id) : null]));
  const restored = (await store.restoreMany(copies, seen)) || [];
  let copied = 0;
  for (const id of found.want) {
    const record = await store.loadRecord(id);
    if (record && await store.copyRecord(record)) copied += 1;
  }
  return { restored: described(restored, known), copied };
}

// After the browser deleted the site's storage under the app: every game held in memory
// or still on disk, written back where IndexedDB no longer has it as recent. What was
// written back ([] for nothing missing), or null when the storage could not be written
// (the disk still full): to be tried again.
export async function writeBack() {
  if (!usable()) return [];
  const metas = new Map((await store.listSaves()).map((m) => [m.id, m]));
  const best = newestOfEach([...await mirror.held(), ...await mirror.newest()]);
  const lost = [...best.values()].filter((r) => { const m = metas.get(r.id); return !m || m.damaged || revOf(m) < revOf(r); });
  const restored = await store.restoreMany(lost, await revsThere(lost.map((r) => r.id)), { copy: true });
  return restored && described(restored, new Map());
}

// Of each game's records, the newest revision (the first given, of equal ones).
function newestOfEach(records) {
  const best = new Map();
  for (const r of records) {
    if (store.isRecord(r) && (!best.has(r.id) || revOf(best.get(r.id)) < revOf(r))) best.set(r.id, r);
  }
  return best;
}

// The saved games for the home screen, as store.listSaves gives them. Where the storage
// went or could not be read under this page (a full disk), every game the app still holds
// that it does not list is listed too, marked `held` (in memory only, not written back
// yet): Home never shows fewer games than the app can give back, and each can still be
// resumed or exported. `also`: records the caller holds (a game whose last writes failed).
export async function listed(also = []) {
  const saves = await store.listSaves();
  if (!store.mayMissGames() || store.isVolatile()) return saves;
  const there = new Set(saves.map((m) => m.id));
  const held = newestOfEach([...also, ...(mirror.available() ? await mirror.held() : [])]);
  const extra = [...held.values()].filter((r) => !there.has(r.id)).map((r) => ({ ...store.metaOf(r), held: true }));
  if (!extra.length) return saves;
  return [...saves, ...extra].sort(store.newestFirst);
}

// A saved game's record wherever the app has it, newest first: the records the caller
// holds (`also`: played on past what storage took), IndexedDB's, else its newest copy on
// disk or in memory. {record, stored}: stored when it is IndexedDB's own; null if nowhere.
export async function anywhere(id, also = []) {
  const mine = also.filter((r) => r && r.id === id && store.isRecord(r));
  const inDb = await store.loadRecord(id);
  const found = newestOfEach([...mine, ...(inDb ? [inDb] : [])]).get(id);
  if (found) return { record: found, stored: found === inDb };
  const [copy] = mirror.available() ? await mirror.newest([id]) : [];
  return copy && store.isRecord(copy) ? { record: copy, stored: false } : null;
}
