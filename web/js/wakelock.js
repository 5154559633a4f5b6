// "Keep the screen awake" at the table, where the browser offers the Screen Wake Lock.
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { getPref, setPref } from "./store.js";

let lock = null;

async function acquire() {
  if (!("wakeLock" in navigator) || document.visibilityState !== "visible") return;
  try {
    lock = await navigator.wakeLock.request("screen");
    lock.addEventListener("release", () => { lock = null; });
  } catch (err) { lock = null; }
}

export function setupWakeLock() {
  if (getPref("wake", false)) acquire();
  // The browser drops the lock when the tab is hidden; take it again on return.
  document.addEventListener("visibilitychange", () => { if (getPref("wake", false) && !lock) acquire(); });
}

export function wakeLockToggle() {
  const supported = "wakeLock" in navigator;
  const box = h("input", { type: "checkbox", id: "wake-toggle", checked: getPref("wake", false), disabled: !supported,
    onchange: (ev) => {
      setPref("wake", ev.target.checked);
      if (ev.target.checked) acquire(); else if (lock) lock.release();
    } });
  return h("div", { class: "field" }, h("label", { for: "wake-toggle", class: "switch" }, box,
    h("span", {}, t(supported ? "ui.wake_lock" : "ui.wake_lock_unsupported"))));
}
