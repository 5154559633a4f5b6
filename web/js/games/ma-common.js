// Mars Attacks widget: what its parts share. The squares' names, a profile's name as the
// engine gives it, the AI card's words, and `ui`: what the player is doing on the board
// between two engine answers (a profile picked, a square open, a figure being moved, the
// objective mode, the palette open), kept across redraws (the table redraws the widget on
// every answer).
export const N = 8;
export const COLS = "ABCDEFGH";
export const SECTORS = ["left", "centre", "right"];

// reveal: a square just tapped, whose panel is scrolled into view once drawn.
export const ui = { placing: null, square: null, moving: null, objectives: false, adding: null, phase: null, reveal: false };

// A new phase starts clean: the tapped square, a figure being moved and the objective
// mode belonged to the last one (issue 22: "Start the battle" left the objective mode on,
// and the first tap of the player's turn put an objective down).
export function enterPhase(phase) {
  if (ui.phase === phase) return;
  ui.phase = phase;
  ui.square = null;
  ui.moving = null;
  ui.objectives = false;
}

export const sqName = (r, c) => `${COLS[c - 1]}${r}`;

// A profile's name as the engine gives it (the sheet's, a template's or the player's own).
export function profileName(board, id, t) {
  const p = (board.profiles || []).find((x) => x.id === id);
  return p ? t(p.label) : t(`ma.profile.${id}`);
}

export function profileOf(board, id) {
  return (board.profiles || []).find((x) => x.id === id) || null;
}

export function figureName(f, t) {
  return `${t(f.label)} (${sqName(f.row, f.col)})`;
}

export function cardText(card, t) {
  if (card === "invasion") return t("ma.card.invasion");
  const [sector, ...rest] = card.split("_");
  return t("ma.card.figure", { sector: t(`ma.sector.${sector}`), position: t(`ma.position.${rest.join("_")}`) });
}

// The bot's move is being drawn: a Martian's decision marked on the board, no dice tool.
export function botMove(board) {
  const m = board.marks || {};
  return board.phase === "martian" && !board.tool && Boolean(m.actor || (m.path || []).length
    || (m.targets || []).length || (m.candidates || []).length || (m.squares || []).length);
}
