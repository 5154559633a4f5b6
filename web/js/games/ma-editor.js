// Mars Attacks widget: the player's hands on the board. What a tap on a square does (put
// the picked profile there, move a figure, toggle an objective, mark the player's figure
// activated, open the square), the figure palette, the objective mode and the tapped
// square's panel (marks, move, take off, and the shoot / fight shortcuts of the player's
// turn). Every change is one engine action.
import { h } from "../dom.js";
import { figureName, profileName, sqName, ui } from "./ma-common.js";

// The palette is open at set-up, else when the player opens it ("Add figures").
export function isAdding(board) {
  const adding = ui.adding === null ? board.phase === "prepare" : ui.adding;
  if (ui.placing && !board.profiles.some((p) => p.id === ui.placing)) ui.placing = null;
  // With the palette closed (after the preparation) no profile is picked: a tap on a square
  // must not put a figure there unseen.
  if (!adding) ui.placing = null;
  return adding;
}

export function squareTap(board, { interactive, send, redraw }) {
  return (r, c, figs) => {
    if (!interactive) return;
    const tool = board.tool;
    if (tool && !tool.shown && tool.kind === "scatter" && (tool.stage === "form" || tool.stage === "done")) {
      send({ type: "tool_set", field: "origin", value: `${r},${c}` });
      return;
    }
    if (!board.editable) return;
    if (ui.moving) {
      const fid = ui.moving;
      ui.moving = null;
      ui.square = [r, c];
      send({ type: "move", figure: fid, row: r, col: c });
      return;
    }
    if (ui.placing) {
      send({ type: "place", profile: ui.placing, row: r, col: c });
      return;
    }
    if (ui.objectives) {
      send({ type: "objective", row: r, col: c });
      return;
    }
    // The player's turn: one tap on one of their figures marks it activated (the engine says
    // which ones may still be); several here: the square's panel lists them.
    const free = figs.filter((f) => (board.activate || []).includes(f.id));
    ui.square = [r, c];
    ui.reveal = true;
    if (free.length === 1) {
      send({ type: "mark", figure: free[0].id, mark: "activated", value: true });
      return;
    }
    redraw();
  };
}

// Add figures, objectives: chips beside the profiles and settings buttons.
export function editButtons(board, t, redraw, adding) {
  return [
    h("button", { type: "button", class: `btn chip${adding ? " on" : ""}`, "data-testid": "ma-add", "aria-pressed": String(adding),
      onclick: () => { ui.adding = !adding; ui.placing = null; redraw(); } }, t(adding ? "ma.board.add_done" : "ma.board.add")),
    h("button", { type: "button", class: `btn chip${ui.objectives ? " on" : ""}`, "data-testid": "ma-objectives", "aria-pressed": String(ui.objectives),
      onclick: () => { ui.objectives = !ui.objectives; ui.placing = null; ui.moving = null; redraw(); } }, "★ ", t("ma.board.objectives_mode")),
  ];
}

// What a tap on a square does now, said where the player looks.
export function hints(board, t, redraw) {
  const out = [];
  if (ui.objectives) out.push(h("p", { class: "hint on-mode" }, t("ma.board.objective_hint")));
  if (ui.moving) {
    const f = board.figures.find((x) => x.id === ui.moving);
    if (f) {
      out.push(h("p", { class: "hint moving" }, t("ma.board.moving", { fig: figureName(f, t) }), " ",
        h("button", { type: "button", class: "btn chip", onclick: () => { ui.moving = null; redraw(); } }, t("ma.board.cancel"))));
    } else {
      ui.moving = null;
    }
  }
  if (board.phase === "player" && (board.activate || []).length && !ui.placing && !ui.objectives && !board.tool) {
    out.push(h("p", { class: "hint activate-hint" }, t("ma.board.activate_hint")));
  }
  return out;
}

// A tapped profile stays picked until the player picks another or stops placing: a second
// tap on it keeps it (it never silently drops the choice).
export function palette(board, t, interactive, redraw) {
  const groups = {};
  for (const p of board.profiles) (groups[p.group] = groups[p.group] || []).push(p);
  const hint = ui.placing
    ? h("p", { class: "hint placing" }, t("ma.board.placing", { profile: profileName(board, ui.placing, t) }), " ",
      h("button", { type: "button", class: "btn chip", "data-testid": "ma-stop-placing", onclick: () => { ui.placing = null; redraw(); } }, t("ma.board.stop_placing")))
    : h("p", { class: "hint" }, t("ma.board.palette_hint"));
  const box = h("div", { class: "ma-palette", role: "group", "aria-label": t("ma.board.add") }, hint);
  for (const [group, list] of Object.entries(groups)) {
    box.append(h("h4", {}, t(`ma.group.${group}`)), h("div", { class: "palette-row" }, list.map((p) => h("button", {
      type: "button", class: `pal side-${p.side} shape-${p.shape || p.side}${ui.placing === p.id ? " on" : ""}`, disabled: !interactive,
      "aria-pressed": String(ui.placing === p.id), "data-profile": p.id, title: t(p.label),
      onclick: () => { ui.placing = p.id; ui.square = null; ui.objectives = false; redraw(); },
    }, h("span", { class: "pal-short" }, t(p.short)), h("span", { class: "pal-name" }, t(p.label))))));
  }
  return box;
}

export function squarePanel(board, t, interactive, send, redraw) {
  const [r, c] = ui.square;
  const figs = board.figures.filter((f) => f.row === r && f.col === c);
  const hasObjective = (board.objectives || []).some((o) => o.row === r && o.col === c);
  const toggle = (f, mark, label) => h("button", {
    type: "button", class: `btn chip${f[mark] ? " on" : ""}`, "aria-pressed": String(f[mark]), disabled: !interactive,
    "data-testid": `mark-${mark}-${f.id}`,
    onclick: () => send({ type: "mark", figure: f.id, mark, value: !f[mark] }),
  }, (f[mark] ? "✓ " : "") + t(label));
  const turn = board.phase === "player" && (!board.tool || board.tool.shown);
  // A figure with an enemy in its square fights: it cannot shoot from there (issue 34).
  const foeHere = (f) => figs.some((o) => o.side !== f.side);
  const shoots = (f) => { const p = board.profiles.find((x) => x.id === f.profile); return (!p || p.shoots) && !foeHere(f); };
  return h("section", { class: "ma-square", "data-testid": "ma-square", "aria-label": t("ma.board.square_title", { square: sqName(r, c) }) },
    h("h4", {}, t("ma.board.square_title", { square: sqName(r, c) }),
      h("button", { type: "button", class: "btn chip close", onclick: () => { ui.square = null; redraw(); } }, t("ma.board.close"))),
    figs.length ? h("ul", { class: "sq-figs" }, figs.map((f) => h("li", { class: `sq-fig side-${f.side}`, "data-figure": f.id },
      h("span", { class: "sq-name" }, t(f.label)),
      // The player's turn: resolve this figure's shot or fight with the dice tool at once.
      turn && f.side === "human" && shoots(f) ? h("button", {
        type: "button", class: "btn chip act", disabled: !interactive, "data-testid": `shoot-with-${f.id}`,
        onclick: () => send({ type: "tool", kind: "shoot", attacker: `fig:${f.id}` }) }, t("ma.board.shoot_with")) : null,
      turn && f.side === "human" ? h("button", {
        type: "button", class: "btn chip act", disabled: !interactive, "data-testid": `fight-with-${f.id}`,
        onclick: () => send({ type: "tool", kind: "fight", attacker: `fig:${f.id}` }) }, t("ma.board.fight_with")) : null,
      toggle(f, "activated", "ma.board.activated"),
      toggle(f, "panicked", "ma.board.panicked"),
      h("button", { type: "button", class: "btn chip", disabled: !interactive, "data-testid": `move-${f.id}`,
        onclick: () => { ui.moving = f.id; redraw(); } }, t("ma.board.move")),
      h("button", { type: "button", class: "btn chip danger", disabled: !interactive, "data-testid": `remove-${f.id}`,
        onclick: () => send({ type: "remove", figure: f.id }) }, t("ma.board.remove"))))) : h("p", { class: "hint" }, t("ma.board.nobody")),
    h("div", { class: "sq-actions" },
      h("button", { type: "button", class: `btn chip${hasObjective ? " on" : ""}`, disabled: !interactive, "aria-pressed": String(hasObjective),
        onclick: () => send({ type: "objective", row: r, col: c }) }, "★ ", t("ma.board.objective_here"))));
}
