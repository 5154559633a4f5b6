// Mars Attacks picture: the widget the table draws for "ma" and "ma_tools". It lays its
// parts out inside the table's picture box (container "picture"): the strip on top
// (round, turn, VP, the AI deck), the 8 × 8 mat (ma-mat.js) scaled to the room left, and
// a panel that scrolls inside itself, beside the mat when the box is wider than tall,
// below it when taller (ma.css). The panel holds, first, what the player is at: the dice
// tool (ma-tools.js), the tapped square, the figure palette at set-up (ma-editor.js);
// then the profiles and settings buttons (ma-settings.js, ma-profiles.js), the hints and
// the legend. Every change is one engine action.
import { h } from "../dom.js";
import { botMove, cardText, enterPhase, ui } from "./ma-common.js";
import { mat } from "./ma-mat.js";
import { editButtons, hints, isAdding, palette, squarePanel, squareTap } from "./ma-editor.js";
import { headButtons, settingsPanel } from "./ma-settings.js";
import { toolPanel, freezeRayAnswers } from "./ma-tools.js";
import { librarySetup } from "./ma-profiles.js";

// The freeze ray's next figures as answers of the question (registry.js names it).

export function maBoard(board, ctx) {
  const { t, interactive, send } = ctx;
  enterPhase(board.phase);
  const redraw = () => root.replaceWith(maBoard(board, ctx));
  const root = h("div", { class: `ma-board phase-${board.phase || "tools"}`, "data-game": board.game });
  if (board.game !== "ma") {
    // the tools game: the tool is the whole picture, scrolling inside itself
    root.classList.add("no-mat");
    if (board.tool) root.append(h("div", { class: "ma-panel" }, toolPanel(board, t, interactive, send, ctx)));
    return root;
  }
  root.append(header(board, t));
  const panel = h("div", { class: "ma-panel", "data-testid": "ma-panel" });
  // The question's tool first; a finished test (read-only) gives way to a square the
  // player tapped since: that square's "Shoot with" is the next thing to tap (issue 34).
  const tool = board.tool ? toolPanel(board, t, interactive, send, ctx) : null;
  const adding = board.use_board && board.editable && isAdding(board);
  const square = board.use_board && board.editable && ui.square && !ui.placing && !ui.moving
    ? squarePanel(board, t, interactive, send, redraw) : null;
  if (tool && !(square && board.tool.shown)) panel.append(tool);
  if (square && ui.reveal) {
    ui.reveal = false;
    requestAnimationFrame(() => { if (square.isConnected) square.scrollIntoView({ block: "nearest", inline: "nearest" }); });
  }
  let main = null;
  if (board.use_board) {
    main = mat(board, t, { interactive, onSquare: squareTap(board, { interactive, send, redraw }) });
    if (board.editable) {
      panel.append(...hints(board, t, redraw));
      if (square) panel.append(square);
      if (tool && square && board.tool.shown) panel.append(tool);
      // At set-up the palette comes first, beside the board (issue 22).
      if (adding) panel.append(palette(board, t, interactive, redraw));
    }
    panel.append(h("div", { class: "ma-actions" }, headButtons(board, t, interactive, send),
      board.editable ? editButtons(board, t, redraw, adding) : null));
    if (board.settings_open) panel.append(settingsPanel(board, t, interactive, send));
    panel.append(h("p", { class: "ma-legend" }, t("ma.board.legend")));
  } else {
    panel.append(h("p", { class: "ma-note" }, t("ma.board.no_board")),
      h("div", { class: "ma-actions" }, headButtons(board, t, interactive, send)));
    if (board.settings_open) panel.append(settingsPanel(board, t, interactive, send));
    // Without figures the mat still pictures the sectors: the card's, or all three.
    if (board.settings_open || (board.marks && board.marks.sector)) main = mat(board, t, { interactive: false, small: true });
  }
  root.classList.add(main ? "has-mat" : "no-mat");
  if (board.tool && !board.tool.shown) root.classList.add("with-tool");
  // The bot's move drawn on the mat: in a narrow frame the mat comes up beside the
  // instruction (ma.css), so the player sees the move without scrolling.
  if (main && botMove(board)) root.classList.add("bot-move");
  // The player's turn asks to tap a figure on the mat: in a narrow frame it comes up too.
  else if (main && board.phase === "player" && (board.activate || []).length && !board.tool) root.classList.add("tap-board");
  // What the question acts on, brought into view with it in a narrow embed (issue 34).
  if (main && (root.classList.contains("bot-move") || root.classList.contains("tap-board"))) main.dataset.acts = "mat";
  if (main) root.append(main);
  root.append(panel);
  return root;
}

// -- the strip above the mat -----------------------------------------------------------
function header(board, t) {
  const phase = board.phase === "martian"
    ? t("ma.board.phase.martian", { n: board.thing || 1 })
    : t(`ma.board.phase.${board.phase}`);
  const deck = board.deck.mode === "virtual"
    ? t("ma.board.deck_virtual", { n: board.deck.left })
    : t("ma.board.deck_physical");
  const last = board.deck.last ? t("ma.board.last_card", { card: cardText(board.deck.last, t) }) : null;
  return h("div", { class: "ma-head" },
    h("p", { class: "ma-turn" }, board.round ? `${t("ma.board.round", { round: board.round })} · ${phase}` : phase),
    h("p", { class: "ma-vp" },
      h("span", { class: "vp vp-human", "data-testid": "vp-human" }, t("ma.board.vp_human", { n: board.vp.human })),
      h("span", { class: "vp vp-martian", "data-testid": "vp-martian" }, t("ma.board.vp_martian", { n: board.vp.martian }))),
    // (the Support series are counted beside it, in the counters: a count changed there
    // does not grow this strip and move the mat and the palette under the finger)
    h("p", { class: "ma-deck", "data-testid": "ma-deck" }, deck, last ? " · " : "", last));
}

// What the registry installs when Mars Attacks or its tools are opened (games/registry.js):
// the freeze ray's answers under the question belong to the Martian AI's game only.
export const screen = { widgets: { ma: maBoard }, extras: { ma: freezeRayAnswers }, setup: librarySetup };
