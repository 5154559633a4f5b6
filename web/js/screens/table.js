// The table screen: draws the open game (table-view.js renders a view) and hands the player's
// answers to the session. A tap is taken for the screen the player saw: each answer
// carries that screen's token, and a new screen takes no tap for its first moments, so
// the second tap of a double tap never lands on the next step's button.
import { h, clear } from "../dom.js";
import { t, loadGame } from "../i18n.js";
import { GAMES, catalogOf } from "../games/registry.js";
import * as session from "../session.js";
import * as saving from "../saving.js";
import * as nav from "../nav.js";
import * as speech from "../speech.js";
import * as engine from "../engine.js";
import { renderTable } from "../table-view.js";
import { logPlayButton } from "../bgstats.js";
import { toast } from "../ui.js";
import { randomSeed } from "../store.js";
import { startGame, offerNewGame } from "./setup.js";
import { openLog } from "./log.js";
import { openMenu } from "./menu.js";
import { hostSized, screenHeight, showInHost, visiblePart } from "../embed.js";

// Long enough to take in a double tap (taps 0.4 s apart were seen), short enough that a
// player reading the new instruction never meets it.
export const TAP_GUARD_MS = 500;
// The browser tests shorten it for the walks that play hundreds of steps (set by their init
// script; the tests of the guard keep it whole). The app never sets it.
const guardMs = () => (Number.isFinite(globalThis.__solobotsTapGuardMs) ? globalThis.__solobotsTapGuardMs : TAP_GUARD_MS);
let guardTimer = null;
let editing = 0;
let drawnKey = null;

export async function showTable(record, { fresh = false } = {}) {
  if (GAMES.includes(record.game)) await loadGame(catalogOf(record.game));
  if (!fresh) {
    await session.open(record);
    return;
  }
  draw();
  // A new game's first instruction is read aloud like every other.
  if (session.game.view) speech.afterStep(null, session.game.view, "start", (key) => toast(t(key), true));
}

// keep: whether the panels the player scrolled stay where they are (the same step drawn
// again); by default, when the step is the one last drawn. counter: a counter's value
// drawn (the page stays where it is).
let drawnStep = null;
export function draw(keep, counter = false) {
  const { record, view } = session.game;
  const main = nav.main();
  if (!view) {
    clear(main);
    main.append(h("section", { class: "resume-summary", id: "resume-summary" },
      record ? h("h2", {}, t(`${record.game}.name`)) : null,
      record && record.summary && typeof record.summary.key === "string" ? h("p", {}, t(record.summary)) : null,
      h("p", { class: "hint" }, t("ui.wait_engine"))));
    return;
  }
  const key = stepKey(view);
  const same = keep === undefined ? key === drawnStep : keep;
  drawnStep = key;
  try {
    renderTable(main, view, handlers(view), session.interactive(), same);
  } catch (err) {
    // A view this version cannot draw never locks the app: show the summary instead.
    session.game.view = null;
    draw();
    return;
  }
  openAtInstruction(view, counter);
  document.title = `${t(`${view.game}.name`)} · ${t("app.name")}`;
}

function handlers(view) {
  const token = view.token;
  const record = session.game.record;
  return {
    // The screen being left takes no more taps; the answer names the screen it was given at.
    send: (action) => { guard(); return session.act(action, token); },
    sendCounter: (item, value) => session.counter(item, value, token),
    // An edit of a form the question stays on (a dice tool's modifiers): like a counter, no
    // guard, and the panels stay where they are; its second quick tap is a second edit.
    edit: (action) => { editing += 1; return session.act(action, token).finally(() => { editing -= 1; }); },
    undo: () => { guard(); return session.move("undo"); },
    redo: () => { guard(); return session.move("redo"); },
    openLog: () => openLog(),
    openMenu: () => openMenu(draw),
    newGame: () => offerNewGame(),
    rematch: () => startGame(record.game, view.options, randomSeed()),
    logPlay: (v) => logPlayButton(session.game.record, v, toast),
    // the end's last turn, from the log
    lastTurn: async () => {
      if (!engine.isReady() || session.game.stale) return [];
      const res = await engine.call("log");
      return res.ok ? res.log : [];
    },
    repeat: (v) => speech.repeatButton(v, (key) => toast(t(key), true)),
    saveState: saving.current(),
  };
}

// Where the page can scroll (a narrow embed), a new step opens at its instruction with its
// question, and with what the question acts on (the part of the picture a game marks
// data-acts: a map to put a tile on, the mat to tap) where they fit the screen together
// (issue 34); in a club's page that sizes the frame to the app (web/embed.js) the club's
// page is scrolled so. A counter leaves the page where it is; an edit that keeps the
// question (a move on 300's map) brings the question back where the player left it.
function openAtInstruction(view, counter) {
  const key = JSON.stringify([view.game, view.instruction, view.prompt, view.status && view.status.over]);
  const same = key === drawnKey;
  drawnKey = key;
  if (counter) return;
  // Read in the next frame: reading the layout right after the redraw would force it in
  // the middle of this task (25 ms on a tablet-class CPU).
  requestAnimationFrame(() => {
    const region = questionRegion();
    if (!region || (same && region.inView)) return;
    if (showInHost(region.top, region.bottom + barHeight())) return;
    const room = window.innerHeight - barHeight();
    const top = region.bottom - region.top > room ? region.top : Math.min(region.top, Math.max(window.scrollY, region.bottom - room));
    if (Math.abs(top - window.scrollY) > 1) window.scrollTo({ top: Math.max(0, top) });
  });
}

function barHeight() {
  const bar = document.querySelector(".bottom-bar");
  return bar && getComputedStyle(bar).position !== "static" ? bar.getBoundingClientRect().height : 0;
}

// The part of the page a new step is about, in the page's coordinates: what the bot says
// and its question, with what the question acts on where all fits the screen, else the
// question and what it acts on; null on a tablet's one screen (the page does not scroll).
function questionRegion() {
  const se = document.scrollingElement;
  if (!hostSized() && se.scrollHeight <= se.clientHeight + 1) return null;
  const says = document.querySelector("#main .bot-says, #main .game-over");
  const prompt = document.getElementById("prompt");
  if (!says || !prompt) return null;
  const y = window.scrollY;
  const box = (el) => { const r = el.getBoundingClientRect(); return { top: r.top + y, bottom: r.bottom + y }; };
  const a = box(says);
  const q = box(prompt);
  let top = Math.min(a.top, q.top);
  let bottom = Math.max(a.bottom, q.bottom);
  const acts = document.querySelector("#picture [data-acts]");
  if (acts) {
    const p = box(acts);
    if (Math.max(bottom, p.bottom) - Math.min(top, p.top) <= screenHeight() - barHeight()) {
      top = Math.min(top, p.top);
      bottom = Math.max(bottom, p.bottom);
    } else {
      top = Math.min(q.top, p.top);
      bottom = Math.max(q.bottom, p.bottom);
    }
  }
  const seen = visiblePart();
  const inView = top >= seen.top - 1 && bottom <= seen.bottom - barHeight() + 1;
  return { top, bottom, inView };
}

function setInert(on) {
  for (const el of nav.main().querySelectorAll(".table-screen, .bottom-bar")) {
    if (on) el.setAttribute("inert", ""); else el.removeAttribute("inert");
  }
}

function guard() {
  clearTimeout(guardTimer);
  setInert(true);
  // Released once the moment is over and no answer is on its way (its own redraw guards again).
  const release = () => { guardTimer = session.game.busy ? setTimeout(release, 50) : (setInert(false), null); };
  guardTimer = setTimeout(release, guardMs());
}

function updateSaveState(value) {
  const el = document.getElementById("save-state");
  if (!el) return;
  el.dataset.state = value;
  el.textContent = t(`ui.save_${value}`);
}

// ---------- what the session says ----------
// Whether the player now faces another step (another instruction or question), so that
// buttons may stand where the last ones were: a counter or a board edit that keeps the
// question leaves the controls where they are and takes the next tap at once.
function stepKey(view) {
  return view ? JSON.stringify([view.instruction, view.prompt, view.status && view.status.over]) : "";
}

session.on("change", ({ before, view, method }) => {
  if (!nav.still("table")) return;
  // A counter's value leaves the player on the same screen, whatever words it changed
  // (TM's "Play a card (4 in hand)"): no guard, and every panel stays where it was.
  const counter = method === "counter" || (method === "act" && editing > 0);
  draw(counter || stepKey(before) === stepKey(view), counter);
  if (method && method !== "load" && !counter && stepKey(before) !== stepKey(view)) {
    // The new step's controls stay inert for a moment: a double tap's second tap is dropped.
    guard();
  } else {
    clearTimeout(guardTimer);
    setInert(false);
  }
  if (view) speech.afterStep(before, view, counter ? "act" : method, (key) => toast(t(key), true));
});

session.on("refused", (error, method) => {
  clearTimeout(guardTimer);
  setInert(false);
  // A refused answer keeps what the player entered and says why beside it; anything else
  // goes back to what the engine holds.
  const where = method === "act" ? document.getElementById("prompt-error") : null;
  // (a refused counter value is drawn again from what the engine holds, and said in a toast)
  if (where) where.textContent = t(error);
  else if (nav.still("table")) draw();
  toast(t(error), true);
});

// An answer dropped for belonging to a screen already left (a double tap): nothing changed.
session.on("dropped", () => { clearTimeout(guardTimer); guardTimer = setTimeout(() => setInert(false), guardMs()); });

saving.onState(updateSaveState);
