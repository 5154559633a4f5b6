// A bot embedded in a club's page: the host page is told once when a game ends, only if
// it gave its origin (?host=...); undoing past the end and replaying it does not tell it
// again. Nothing is listened to from the host.
import * as store from "./store.js";
import { embedded } from "./tabs.js";

const params = new URLSearchParams(location.search);

export function notifyHost(record) {
  const host = params.get("host");
  if (!embedded() || !host || window.parent === window || record.notified) return;
  try {
    const origin = new URL(host).origin;
    window.parent.postMessage({ type: "solobots:game-over", game: record.game, winner: record.winner }, origin);
    record.notified = true;
    store.saveRecord(record, record.rev || 0);
  } catch (err) { /* a bad host parameter is ignored */ }
}
