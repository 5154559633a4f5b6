// A tab left open looks for a new version by itself: every half hour while it is in view,
// and whenever it comes back into view (at most once a minute). A new version found is
// installed beside the running one and announced by offline.js's "reload" banner; the
// page is never reloaded under the player.
const EVERY_MS = window.__solobotsUpdateEveryMs || 30 * 60 * 1000;
const GAP_MS = window.__solobotsUpdateGapMs ?? 60 * 1000;

export function watchForUpdates(registration) {
  if (!registration) return;
  let last = Date.now();
  const look = () => {
    if (document.visibilityState !== "visible" || Date.now() - last < GAP_MS) return;
    last = Date.now();
    registration.update().catch(() => { /* offline, or the server is away: next time */ });
  };
  setInterval(look, EVERY_MS);
  document.addEventListener("visibilitychange", look);
}
