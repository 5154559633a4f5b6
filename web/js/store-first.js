// The app's first storage was localStorage (the build of stop 8): its games, and the game it
// had on the table, move into IndexedDB once (store.js calls this when it opens the
// database, with the database and its summary maker).
const LEGACY_PREFIX = "solobots:save:";
const LEGACY_INDEX = "solobots:index";
const LEGACY_CURRENT = "solobots:pref:current";

// Every saved game moves over once, damaged ones included (kept as they were, so they stay
// listed with "export as it is"), and so does the game that version had on the table;
// localStorage is freed only after the move has completed. Returns the records moved (the
// store then gives each its second copy).
export async function migrateLocalStorage(db, metaOf) {
  let ls;
  try { ls = window.localStorage; ls.length; } catch (err) { return []; }
  const keys = [];
  for (let i = 0; i < ls.length; i++) {
    const key = ls.key(i);
    if (key && key.startsWith(LEGACY_PREFIX)) keys.push(key);
  }
  let pointer = null;
  try { pointer = JSON.parse(ls.getItem(LEGACY_CURRENT)); } catch (err) { pointer = null; }
  if (!keys.length) { ls.removeItem(LEGACY_INDEX); ls.removeItem(LEGACY_CURRENT); return []; }
  const moved = [];
  const tx = db.transaction(["games", "meta", "prefs"], "readwrite", { durability: "strict" });
  for (const key of keys) {
    const id = key.slice(LEGACY_PREFIX.length);
    const text = ls.getItem(key);
    let record;
    try { record = JSON.parse(text); } catch (err) { record = null; }
    if (!record || typeof record !== "object" || record.id !== id) record = { id, damaged: true, raw: String(text) };
    if (!(await tx.objectStore("games").getKey(id))) {
      tx.objectStore("games").put(record);
      moved.push(record);
      const meta = metaOf(record);
      if (meta) tx.objectStore("meta").put(meta);
    }
  }
  // The old version's open game is followed once: the next start comes back to it.
  if (typeof pointer === "string" && keys.includes(LEGACY_PREFIX + pointer)
    && !(await tx.objectStore("prefs").get("current"))) {
    tx.objectStore("prefs").put(pointer, "current");
  }
  await tx.done;
  for (const key of keys) ls.removeItem(key);
  ls.removeItem(LEGACY_INDEX);
  ls.removeItem(LEGACY_CURRENT);
  return moved;
}
