// Two tabs on one game: a tab that saves tells the others, and a tab whose copy is older
// than the stored one stops playing it (session.markStale). Messages go over a
// BroadcastChannel named for this copy of the app (its path), so two Solobots sites on
// one origin (GitHub Pages project sites of one owner share one) never mix; a message of
// another shape is ignored. Without a message (an older browser, a missed one) the write
// itself refuses to go over a newer copy (store.js's revision check, in the write's own
// transaction), so no answer waits for a read of the storage first.
const params = new URLSearchParams(location.search);
const SCOPE = new URL("../../", import.meta.url).pathname;
const channel = "BroadcastChannel" in window ? new BroadcastChannel(`solobots:${SCOPE}`) : null;
const TYPES = new Set(["opened", "also-open", "saved", "stored"]);
const handlers = { saved: new Set(), opened: new Set(), stored: new Set() };
let watched = null;

export function embedded() {
  return params.get("embed") === "1";
}

export function watch(id) {
  watched = id;
}

export function announce(type, record) {
  if (channel) channel.postMessage({ type, scope: SCOPE, id: record.id, rev: record.rev || 0 });
}

// Any game stored or deleted here (other tabs read their list of games again).
export function announceStored() {
  if (channel) channel.postMessage({ type: "stored", scope: SCOPE, id: "*" });
}

export function onSavedElsewhere(fn) { handlers.saved.add(fn); }
export function onStoredElsewhere(fn) { handlers.stored.add(fn); }
export function onOpenedElsewhere(fn) { handlers.opened.add(fn); }

function wellFormed(data) {
  return Boolean(data) && typeof data === "object" && TYPES.has(data.type) && data.scope === SCOPE
    && typeof data.id === "string" && data.id.length <= 64 && (data.rev === undefined || Number.isInteger(data.rev));
}

if (channel) {
  channel.onmessage = (event) => {
    const data = event.data;
    if (event.origin && event.origin !== location.origin) return;
    if (!wellFormed(data)) return;
    if (data.type === "stored" || data.type === "saved") for (const fn of handlers.stored) fn();
    if (data.id !== watched) return;
    if (data.type === "opened") channel.postMessage({ type: "also-open", scope: SCOPE, id: data.id });
    else if (data.type === "also-open") for (const fn of handlers.opened) fn(data.id);
    else if (data.type === "saved") for (const fn of handlers.saved) fn(data.id, data.rev);
  };
}
