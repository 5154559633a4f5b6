// The bot read aloud (a menu switch, off by default, remembered): each new instruction
// the bot gives is spoken in the game's language with the browser's speech synthesis —
// only the instruction, and the end of the game when it comes, in the order of the
// screen. The player's own taps (counters, undo, a redraw) say nothing. What is new is
// told by the step itself (isNew below), not by whether the bot wrote a line of its own:
// a turn that begins, a roll or a draw writes none, and those instructions were missed.
import { h } from "./dom.js";
import { t, lang, locale } from "./i18n.js";
import * as store from "./store.js";

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

// A voice of the language's own region first (fr-FR, de-DE...), else any of the language.
export async function voiceFor(language) {
  const list = await voices();
  const exact = locale(language).toLowerCase();
  const base = exact.split("-")[0];
  const norm = (v) => String(v.lang || "").replace("_", "-").toLowerCase();
  return list.find((v) => norm(v) === exact) || list.find((v) => norm(v).split("-")[0] === base) || null;
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
  u.lang = voice.lang || locale();
  speechSynthesis.speak(u);
  lastText = text;
  return null;
}

// Lines a step writes when the game, not the player, moved on: the bot decided, dice were
// rolled or a card drawn, a turn or a round began, someone won (core/step.py kinds).
const GAME_MOVED = new Set(["bot", "dice", "turn", "round", "win"]);

// What makes an instruction the same one: its words' key and its rule, not the numbers in
// it (King of Tokyo's "update the table" quotes the counters the player is changing).
function identity(view) {
  const ins = view && view.instruction;
  return ins ? JSON.stringify([ins.msg && ins.msg.key, ins.rule || null]) : "";
}

function over(view) {
  return Boolean(view && view.status && view.status.over);
}

// Is `view` a new instruction to say, after `before`? After a step ("act"): its words
// changed and either the game moved on in it, or the game just ended (a win entered with
// a counter), or it is another instruction carrying a bot decision (its why: the next
// neutral tile of Terraforming Mars, a defence PERS.IA takes up after a correction).
// After a start (no method, no step yet): the first instruction of a new game, not a
// resumed one (the same game on the screen before).
export function isNew(before, view, method) {
  if (!view || !textOf(view)) return false;
  if (method === "act") {
    if (textOf(view) === textOf(before)) return false;
    const moved = (view.recent || []).some((line) => line && GAME_MOVED.has(line.kind));
    const decided = identity(view) !== identity(before) && Array.isArray(view.why) && view.why.length > 0;
    return moved || (over(view) && !over(before)) || decided;
  }
  // A new game's first screen ("start", from the table screen), or none named.
  if (method === null || method === undefined || method === "start") {
    const same = before && before.game === view.game && before.seed === view.seed && before.steps === view.steps;
    return view.steps === 0 && view.step === 0 && !same;
  }
  return false;  // undo, redo, go to: the player's own moves through the game
}

// After an engine answer: speak the new instruction. `method`: the engine call that
// answered ("act", "undo", ..., none for a start or a load). `warn(key)` shows a message.
export function afterStep(before, view, method, warn) {
  if (!enabled() || !isNew(before, view, method)) return;
  say(textOf(view)).then((problem) => {
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
