// "Share this game": the whole game (setup, seed, actions and checksum) in a link's
// fragment, compressed with the browser's own CompressionStream, so no server ever sees
// it; a QR code of the link when it fits, and the system's share sheet where there is
// one. Opening such a link is a file import: checked here (size, nesting, text), then
// replayed by the engine, saved as a new game, never over another.
import { h, s } from "./dom.js";
import { t } from "./i18n.js";
import { parseChecked, MAX_GAME_BYTES } from "./checks.js";
import { portable } from "./files.js";

const PREFIX = "#share=1.";
const FORMAT = "deflate-raw";
// A link longer than this is refused before anything is decoded: no game fits in more.
const MAX_LINK = Math.ceil((MAX_GAME_BYTES * 4) / 3) + 64;
const QR_LEVELS = ["M", "L"]; // the sturdier code when it fits, the larger one else

export function supported() {
  return typeof CompressionStream === "function" && typeof DecompressionStream === "function";
}

export function isShareLink(hash) {
  return typeof hash === "string" && hash.startsWith("#share=");
}

function toBase64Url(bytes) {
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function compress(text) {
  const stream = new Blob([new TextEncoder().encode(text)]).stream().pipeThrough(new CompressionStream(FORMAT));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// Decompressed at most `limit` bytes: a small link that would swell into gigabytes stops here.
async function decompress(bytes, limit) {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream(FORMAT)).getReader();
  const parts = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) { await reader.cancel(); throw new RangeError("too big"); }
    parts.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const part of parts) { all.set(part, at); at += part.length; }
  return new TextDecoder("utf-8", { fatal: true }).decode(all);
}

// The link to a game, opened on any device where this site is.
export async function linkFor(record) {
  // Only what an import reads: the engine rebuilds the view, summary and result from the
  // core, and the rules state from its actions (a link stays short enough for a QR code;
  // a file keeps the state, the safety net of a later version's update).
  const { format, id, game, created, updated, core, ended, abandoned, activeMs } = portable(record);
  const replayed = { ...core };
  delete replayed.state;
  const text = JSON.stringify({ format, id, game, created, updated, core: replayed, ended, abandoned, activeMs });
  const base = new URL(location.pathname, location.origin).href;
  return base + PREFIX + toBase64Url(await compress(text));
}

// A link's game, checked as a file is before Python reads it: {ok, value} or {ok: false, error}.
export async function readLink(hash) {
  if (!supported()) return { ok: false, error: "share.unsupported" };
  const damaged = (reason) => ({ ok: false, error: { key: "share.damaged", params: { reason: { key: reason, params: {} } } } });
  if (!hash.startsWith(PREFIX)) return damaged("share.bad_text");
  const body = hash.slice(PREFIX.length);
  if (!body || body.length > MAX_LINK || !/^[A-Za-z0-9_-]+$/.test(body)) return damaged("share.bad_text");
  let text;
  try {
    text = await decompress(fromBase64Url(body), MAX_GAME_BYTES);
  } catch (err) {
    return damaged("share.bad_data");
  }
  const parsed = parseChecked(text, MAX_GAME_BYTES);
  if (!parsed.ok) return { ok: false, error: { key: "share.damaged", params: { reason: { key: parsed.error, params: {} } } } };
  return parsed;
}

// The QR code of a text as SVG (dark modules on white whatever the theme: scanners need
// it), or null when the text is too long for the largest code, or its code too dense to
// draw readably on this screen. Readable means modules of at least QR_MIN_MODULE_PX CSS
// pixels (3: a phone reads them off a desktop screen at 1x, and a tablet's at 2x has 6
// device pixels to each), each a whole number of device pixels (no module is drawn a
// pixel narrower than its neighbour), and the whole code in view at once: the box grows
// with the code, up to what the screen holds; a small code gets larger modules.
const QR_MIN_MODULE_PX = 3;
const QR_MAX_PX = 520;
const QR_QUIET = 4;
const QR_SHEET_TEXT_PX = 160; // the sheet's title and sentence above the code

function qrRoom() {
  // The share sheet (min(760px, 96vw) wide, 86vh high, 16 px of padding) and the box's own.
  const width = Math.min(760, document.documentElement.clientWidth * 0.96) - 2 * 16 - 2 * 8;
  const height = window.innerHeight * 0.86 - 2 * 16 - 2 * 8 - QR_SHEET_TEXT_PX;
  return Math.min(QR_MAX_PX, width, height);
}

export async function qrSvg(text) {
  const { qrcode } = await import("../vendor/qrcode-generator/qrcode.mjs");
  const dpr = window.devicePixelRatio || 1;
  const room = qrRoom();
  for (const level of QR_LEVELS) {
    let qr;
    try {
      qr = qrcode(0, level);
      qr.addData(text, "Byte");
      qr.make();
    } catch (err) { continue; } // too long at this level: try the next
    const n = qr.getModuleCount();
    const size = n + 2 * QR_QUIET;
    // Whole device pixels per module, at least the minimum, as many as the room allows.
    const device = Math.max(Math.ceil(QR_MIN_MODULE_PX * dpr), Math.floor((room * dpr) / size));
    const module = device / dpr;
    if (size * module > room) continue; // too dense for this screen at this level
    let d = "";
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + QR_QUIET},${r + QR_QUIET}h1v1h-1z`;
    }
    const px = size * module;
    return s("svg", { viewBox: `0 0 ${size} ${size}`, class: "qr", role: "img", "aria-label": t("share.qr_label"),
      width: px, height: px, style: `width:${px}px;height:${px}px`,
      "shape-rendering": "crispEdges", "data-modules": n, "data-module-px": module, "data-level": level },
    s("rect", { width: size, height: size, fill: "#fff" }), s("path", { d, fill: "#000" }));
  }
  return null;
}

// The share sheet: the link (copy, send), and its QR code when it fits.
export async function shareBody(record, toast) {
  const link = await linkFor(record);
  const qr = await qrSvg(link);
  const input = h("input", { type: "text", id: "share-link", class: "share-link", readonly: true, value: link,
    "aria-label": t("share.link_label"), onfocus: (ev) => ev.target.select() });
  const copy = h("button", { type: "button", class: "btn", id: "share-copy", onclick: async () => {
    try { await navigator.clipboard.writeText(link); toast(t("share.copied")); } catch (err) { input.select(); }
  } }, t("share.copy"));
  const send = navigator.share ? h("button", { type: "button", class: "btn primary", id: "share-send", onclick: () => {
    navigator.share({ title: t(`${record.game}.name`), url: link }).catch(() => {});
  } }, t("share.send")) : null;
  return {
    body: [
      h("p", {}, t("share.explain")),
      qr ? h("div", { class: "qr-box" }, qr) : h("p", { class: "hint", id: "share-too-long" }, t("share.too_long", { n: link.length })),
      h("label", { class: "field" }, h("span", {}, t("share.link_label")), input),
    ],
    actions: [copy, send],
    link,
  };
}
