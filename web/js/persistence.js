// Whether the browser may delete the saved games, said in plain words. Browsers keep a
// site's storage "best effort" unless they promised (navigator.storage.persisted()):
// they may clear it when the device runs short of room, and Safari (every browser on an
// iPad or iPhone, and Safari on a Mac) clears the storage of a site not visited for seven
// days, unless the site was added to the home screen. Each function returns the catalog
// key and params of its sentence; the menu and the export reminder show them with t().

export const SAFARI_DAYS = 7;

// Safari's rule holds wherever Apple's WebKit runs the page: iPadOS (which says
// "Macintosh" but has a touch screen), iOS, and Safari on macOS. WebKitGTK is not Apple's.
export function appleWebKit(nav = globalThis.navigator) {
  const ua = (nav && nav.userAgent) || "";
  if (/\b(iPad|iPhone|iPod)\b/.test(ua)) return true;
  if (!/\bMacintosh\b/.test(ua) || !/AppleWebKit/.test(ua)) return false;
  if ((nav.maxTouchPoints || 0) > 1) return true;
  return /\bSafari\//.test(ua) && !/\b(Chrome|Chromium|Edg|OPR|Firefox)\//.test(ua);
}

// Opened from the home screen (or as an installed app) rather than in a browser tab.
export function installed(win = globalThis) {
  if (win.navigator && win.navigator.standalone === true) return true;
  try {
    return ["standalone", "fullscreen", "minimal-ui"].some((mode) => win.matchMedia(`(display-mode: ${mode})`).matches);
  } catch (err) {
    return false;
  }
}

// {persisted: true, false or null (the browser does not say), installed, apple}
export async function storageState(win = globalThis) {
  const nav = win.navigator;
  let persisted = null;
  try {
    if (nav && nav.storage && typeof nav.storage.persisted === "function") persisted = Boolean(await nav.storage.persisted());
  } catch (err) {
    persisted = null;
  }
  return { persisted, installed: installed(win), apple: appleWebKit(nav) };
}

// The menu's sentence on how safe the saved games are.
export function storageNotice(state) {
  if (state.persisted === true) return { key: "persist.kept", params: {} };
  if (state.apple && !state.installed) return { key: "persist.safari", params: { n: SAFARI_DAYS } };
  if (state.installed && state.persisted === false) return { key: "persist.installed_may_clear", params: {} };
  if (state.persisted === false) return { key: "persist.may_clear", params: {} };
  return { key: "persist.unknown", params: {} };
}

// The export reminder's sentence (shown after a game ends when nothing was exported for
// a while): why exporting matters here.
export function exportReminder(state) {
  if (state.persisted === true) return { key: "persist.remind_kept", params: {} };
  if (state.apple && !state.installed) return { key: "persist.remind_safari", params: { n: SAFARI_DAYS } };
  if (state.persisted === false) return { key: "persist.remind_may_clear", params: {} };
  return { key: "persist.remind_unknown", params: {} };
}

// Why the browser did not promise to keep the games when asked, and what would make it.
// (Chromium promises to an installed app; Safari's seven days stop for a home-screen app.)
export function refusedKey(state) {
  if (state.apple && !state.installed) return "persist.refused_safari";
  if (state.installed) return "persist.refused_installed";
  return "persist.refused";
}

// Ask the browser to keep the games (true once it promised).
export async function requestPersistence() {
  try {
    if (navigator.storage && navigator.storage.persist && !(await navigator.storage.persisted())) {
      return await navigator.storage.persist();
    }
    return navigator.storage ? await navigator.storage.persisted() : false;
  } catch (err) {
    return false;
  }
}

// {usage, quota, persisted} in bytes, or null where the browser does not say.
export async function storageInfo() {
  try {
    const [estimate, persisted] = await Promise.all([navigator.storage.estimate(), navigator.storage.persisted()]);
    return { usage: estimate.usage || 0, quota: estimate.quota || 0, persisted: Boolean(persisted) };
  } catch (err) {
    return null;
  }
}
