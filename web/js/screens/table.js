// The table screen: draws the open game (table.js renders a view) and hands the player's
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
import { renderTable } from "../table.js";
import { logPlayButton } from "../bgstats.js";
import { toast } from "../ui.js";
import { randomSeed } from "../store.js";
import { startGame, offerNewGame } from "./setup.js";
import { openLog } from "./log.js";
import { openMenu } from "./menu.js";

// Long enough to take in a double tap (taps 0.4 s apart were seen), short enough that a
// player reading the new instruction never meets it.
export const TAP_GUARD_MS = 500;
// The browser tests shorten it for the walks that play hundreds of steps (set by their init
// script; the tests of the guard keep it whole). The app never sets it.
const guardMs = () => (Number.isFinite(globalThis.__solobotsTapGuardMs) ? globalThis.__solobotsTapGuardMs : TAP_GUARD_MS);
let guardTimer = null;
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

export function draw() {
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
  try {
    renderTable(main, view, handlers(view), session.interactive());
  } catch (err) {
    // A view this version cannot draw never locks the app: show the summary instead.
    session.game.view = null;
    draw();
    return;
  }
  openAtInstruction(view);
  document.title = `${t(`${view.game}.name`)} · ${t("app.name")}`;
}

function handlers(view) {
  const token = view.token;
  const record = session.game.record;
  return {
    // The screen being left takes no more taps; the answer names the screen it was given at.
    send: (action) => { guard(); return session.act(action, token); },
    sendCounter: (item, value) => session.counter(item, value, token),
    undo: () => { guard(); return session.move("undo"); },
    redo: () => { guard(); return session.move("redo"); },
    openLog: () => openLog(),
    openMenu: () => openMenu(draw),
    newGame: () => offerNewGame(),
    rematch: () => startGame(record.game, view.options, randomSeed()),
    logPlay: (v) => logPlayButton(session.game.record, v, toast),
    repeat: (v) => speech.repeatButton(v, (key) => toast(t(key), true)),
    saveState: saving.current(),
  };
}

// Where the page can scroll (a narrow embed), a new step opens at its instruction; a
// counter or an edit that leaves the question as it was keeps the page where it is.
function openAtInstruction(view) {
  const key = JSON.stringify([view.game, view.instruction, view.prompt, view.status && view.status.over]);
  if (key === drawnKey) return;
  drawnKey = key;
  // Read in the next frame: reading scrollY right after the redraw would force a layout
  // in the middle of this task (25 ms on a tablet-class CPU).
  requestAnimationFrame(() => { if (window.scrollY > 0) window.scrollTo({ top: 0 }); });
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
  draw();
  if (method && method !== "load" && stepKey(before) !== stepKey(view)) {
    // The new step's controls stay inert for a moment: a double tap's second tap is dropped.
    guard();
  } else {
    clearTimeout(guardTimer);
    setInert(false);
  }
  if (view) speech.afterStep(before, view, method, (key) => toast(t(key), true));
});

session.on("refused", (error, method) => {
  clearTimeout(guardTimer);
  setInert(false);
  // A refused answer keeps what the player entered and says why beside it; anything else
  // goes back to what the engine holds.
  const where = method === "act" ? document.getElementById("prompt-error") : null;
  if (where) where.textContent = t(error);
  else if (nav.still("table")) draw();
  toast(t(error), true);
});

// An answer dropped for belonging to a screen already left (a double tap): nothing changed.
session.on("dropped", () => { clearTimeout(guardTimer); guardTimer = setTimeout(() => setInert(false), guardMs()); });

saving.onState(updateSaveState);
