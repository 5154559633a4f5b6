// The bot read aloud (a menu switch, off by default, remembered): each new instruction
// the bot gives is spoken in the game's language with the browser's speech synthesis —
// only the instruction, and the end of the game when it comes, in the order of the
// screen. The player's own taps (counters, undo, a redraw) say nothing: a step is spoken
// only when it changed the instruction and the bot wrote a line in it.
import { h } from "./dom.js";
import { t, lang } from "./i18n.js";
import * as store from "./store.js";

const TAGS = { fr: "fr-FR", en: "en-GB" };
const VOICE_WAIT_MS = 1500;
let lastText = "";
let warned = false;

export function supported() {
  return typeof window.speechSynthesis === "object" && typeof window.SpeechSynthesisUtterance === "function";
}

export function enabled() {
  return Boolean(store.getPref("speak", false));
}

// Voices load late in some browsers: wait a moment for them before saying there is none.
async function voices() {
  let list = speechSynthesis.getVoices();
  if (!list.length) {
    await new Promise((resolve) => {
      speechSynthesis.addEventListener("voiceschanged", resolve, { once: true });
      setTimeout(resolve, VOICE_WAIT_MS);
    });
    list = speechSynthesis.getVoices();
  }
  return list;
}

export async function voiceFor(language) {
  const list = await voices();
  const exact = TAGS[language].toLowerCase();
  const norm = (v) => String(v.lang || "").replace("_", "-").toLowerCase();
  return list.find((v) => norm(v) === exact) || list.find((v) => norm(v).startsWith(language)) || null;
}

// What the screen says now, as one short text: the instruction, then the end.
export function textOf(view) {
  const parts = [];
  if (view && view.instruction) parts.push(t(view.instruction.msg));
  const st = view && view.status;
  if (st && st.over) parts.push(t(st.winner === "bot" ? "ui.bot_won" : st.winner === "player" ? "ui.player_won" : "ui.game_over"));
  return parts.join(" ");
}

// Speak a text now (what was being said stops). Returns null, or the key of the reason it
// cannot be spoken on this device.
export async function say(text) {
  if (!supported()) return "speech.unsupported";
  const voice = await voiceFor(lang());
  if (!voice) return "speech.no_voice";
  speechSynthesis.cancel();
  const u = new SpeechSynthesisUtterance(text);
  u.voice = voice;
  u.lang = voice.lang || TAGS[lang()];
  speechSynthesis.speak(u);
  lastText = text;
  return null;
}

// After an engine answer: speak the new instruction when the bot's step changed it.
// `method`: the engine call that answered ("act", "undo", ...). `warn(key)` shows a message.
export function afterStep(before, view, method, warn) {
  if (!enabled() || method !== "act" || !view) return;
  const text = textOf(view);
  const botSpoke = (view.recent || []).some((line) => line && line.kind === "bot");
  if (!text || !botSpoke || text === textOf(before)) return;
  say(text).then((problem) => {
    if (problem && !warned) { warned = true; warn(problem); }
  });
}

// The "repeat" button of the bot's panel (only while reading aloud is on).
export function repeatButton(view, warn) {
  if (!enabled()) return null;
  return h("button", { type: "button", class: "btn small speak-repeat", id: "speak-repeat",
    "aria-label": t("speech.repeat_label"),
    onclick: async () => { const problem = await say(textOf(view) || lastText); if (problem) warn(problem); } },
  "🔊 ", t("speech.repeat"));
}

// The menu switch. Turning it on says at once when this device cannot speak the language.
export function speechToggle(onChange) {
  const note = h("p", { class: "hint", id: "speech-note", role: "status" });
  const button = h("button", { type: "button", class: "seg-btn", id: "speech-toggle", "aria-pressed": String(enabled()),
    onclick: async () => {
      const on = !enabled();
      store.setPref("speak", on);
      button.setAttribute("aria-pressed", String(on));
      note.textContent = "";
      if (on) {
        const problem = !supported() ? "speech.unsupported" : (await voiceFor(lang())) ? null : "speech.no_voice";
        if (problem) note.textContent = t(problem);
      } else if (supported()) {
        speechSynthesis.cancel();
      }
      onChange(on);
    } }, t("speech.toggle"));
  return h("div", { class: "field speech-field" }, button, note);
}
