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
  return described(restored, known);
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
  const restored = await store.restoreMany(copies, seen);
  let copied = 0;
  for (const id of found.want) {
    const record = await store.loadRecord(id);
    if (record && await store.copyRecord(record)) copied += 1;
  }
  return { restored: described(restored, known), copied };
}

// After the browser deleted the site's storage under the app: every game held in memory
// or still on disk, written back where IndexedDB no longer has it as recent.
export async function writeBack() {
  if (!usable()) return [];
  const metas = new Map((await store.listSaves()).map((m) => [m.id, m]));
  const best = new Map();
  for (const r of [...await mirror.held(), ...await mirror.newest()]) {
    if (store.isRecord(r) && (!best.has(r.id) || revOf(best.get(r.id)) < revOf(r))) best.set(r.id, r);
  }
  const lost = [...best.values()].filter((r) => { const m = metas.get(r.id); return !m || m.damaged || revOf(m) < revOf(r); });
  const restored = await store.restoreMany(lost, await revsThere(lost.map((r) => r.id)), { copy: true });
  return described(restored, new Map());
}
