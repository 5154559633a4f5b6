// A bot embedded in a club's page. The host page is told once when a game ends, only if
// it gave its origin (?host=...); undoing past the end and replaying it does not tell it
// again. Where the host runs web/embed.js (issue 34), the frame is sized to the app: the
// app posts its height, and asks the host to bring a part of it into view (the question
// and what it acts on); the club page scrolls, not a frame in a frame. The host says which
// part of the frame its window shows, so the bottom bar and the sheets stay in view.
import * as store from "./store.js";
import { embedded } from "./tabs.js";

const params = new URLSearchParams(location.search);
const framed = embedded() && window.parent !== window;
// What the host page said: {top, height} of the frame's part in its window; null until a
// host that sizes the frame has spoken (an iframe of a fixed height never does).
let hostView = null;
let hostSource = null;
let hostOrigin = null;

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

// Whether the host sizes the frame to the app (then the frame never scrolls itself).
export function hostSized() {
  return Boolean(hostView);
}

// The height of the screen the player sees the game in: the host's window, or the frame's.
export function screenHeight() {
  return hostView ? hostView.window : window.innerHeight;
}

// The part of the page the player sees, in the page's coordinates (the host's part of the
// frame where it sizes the frame).
export function visiblePart() {
  return hostView ? { top: hostView.top, bottom: hostView.top + hostView.height }
    : { top: window.scrollY, bottom: window.scrollY + window.innerHeight };
}

// Ask the host to scroll its page so that the frame's part [top, bottom] (the frame's own
// coordinates) is in view, the top first where it does not all fit. Returns false where no
// host sizes the frame (the frame scrolls itself then).
export function showInHost(top, bottom) {
  if (!hostView || !hostSource) return false;
  hostSource.postMessage({ type: "solobots:show", top: Math.max(0, Math.round(top)), bottom: Math.round(bottom) }, hostOrigin);
  return true;
}

// Bring an element into view where the page scrolls (a narrow embed, or the club's page of
// a frame it sizes), above the bottom bar: TM's "Pay and play" once a card is chosen.
// On a tablet's one screen the page does not scroll, and nothing is done.
export function reveal(el) {
  if (!el || !el.isConnected) return;
  requestAnimationFrame(() => {
    const se = document.scrollingElement;
    if (!hostView && se.scrollHeight <= se.clientHeight + 1) return;
    const r = el.getBoundingClientRect();
    const top = r.top + window.scrollY;
    const bar = document.querySelector(".bottom-bar");
    const below = bar && getComputedStyle(bar).position !== "static" ? bar.getBoundingClientRect().height : 0;
    const seen = visiblePart();
    if (top >= seen.top && top + r.height <= seen.bottom - below) return;
    if (showInHost(top, top + r.height + below)) return;
    el.scrollIntoView({ block: "nearest" });
  });
}

// ---------- the frame's height, posted to the host ----------
// To the host the page named (?host=...), else to any: the height and the hello say nothing
// about the game; the host checks the message's source.
function sizingTarget() {
  try { return params.get("host") ? new URL(params.get("host")).origin : "*"; } catch (err) { return "*"; }
}

function postHeight() {
  const height = Math.ceil(document.documentElement.scrollHeight);
  window.parent.postMessage({ type: "solobots:height", height }, sizingTarget());
}

function listen() {
  let queued = false;
  const later = () => { if (!queued) { queued = true; requestAnimationFrame(() => { queued = false; postHeight(); }); } };
  new ResizeObserver(later).observe(document.documentElement);
  new ResizeObserver(later).observe(document.body);
  window.addEventListener("load", later);
  window.addEventListener("message", (ev) => {
    if (ev.source !== window.parent || !ev.data || typeof ev.data !== "object") return;
    if (ev.data.type === "solobots:view" && Number.isFinite(ev.data.top) && Number.isFinite(ev.data.height)) {
      const first = !hostView;
      hostView = { top: Math.max(0, ev.data.top), height: Math.max(0, ev.data.height),
        window: Number.isFinite(ev.data.window) ? ev.data.window : ev.data.height };
      hostSource = ev.source;
      hostOrigin = ev.origin;
      document.documentElement.classList.add("host-sized");
      document.documentElement.style.setProperty("--host-top", `${hostView.top}px`);
      document.documentElement.style.setProperty("--host-height", `${hostView.height}px`);
      if (first) postHeight();
    }
  });
  // Say hello: a host running embed.js answers with the part of the frame it shows (again
  // a little later, for a host whose script comes after the frame's first words).
  const hello = () => { if (!hostView) { window.parent.postMessage({ type: "solobots:hello" }, sizingTarget()); postHeight(); } };
  hello();
  setTimeout(hello, 1000);
  setTimeout(hello, 4000);
}

// ---------- a cross-site frame without storage ----------
// PyScript opens an IndexedDB store when it loads ("@pyscript.fs", for mounting folders,
// which the app does not use). Where the browser refuses storage to a cross-site frame,
// that open fails, and PyScript's error handler re-dispatches the very event being
// dispatched (InvalidStateError "The event is already being dispatched") and leaves the
// failure unhandled: two page errors at every load. The app's own storage says so in its
// banner; these two are PyScript's and are kept out of the console.
function quietPyScriptStore() {
  const fromIdbOpen = (target) => typeof IDBOpenDBRequest !== "undefined" && target instanceof IDBOpenDBRequest;
  window.addEventListener("error", (ev) => {
    if (ev.error && ev.error.name === "InvalidStateError" && /already being dispatched/.test(ev.message || "")) ev.preventDefault();
  });
  window.addEventListener("unhandledrejection", (ev) => {
    if (ev.reason instanceof Event && fromIdbOpen(ev.reason.target)) ev.preventDefault();
  });
}

if (framed) {
  quietPyScriptStore();
  listen();
}
