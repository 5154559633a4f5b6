// King of Tokyo: Duel picture: both lives, Autobot's cubes, and the Fame and
// Destruction tracks as strips from the player's victory space to Autobot's. It fills the
// picture box of the table (a size container): the tracks scale to its width, and their
// numbers are drawn large enough to stay 12 px tall when the box is 380 px wide.
import { h, s } from "../dom.js";
import { kotdRollPrompt } from "./kotd-roll.js";

const CELL = 40;
const NUM_SIZE = 22; // in viewBox units: 600 units across 340 px still gives 12.5 px
const TRACK_H = CELL + NUM_SIZE + 6;
const POSITIONS = Array.from({ length: 15 }, (_, i) => i - 7);

function zoneOf(pos) {
  if (pos === 7) return "victory-bot";
  if (pos === -7) return "victory-player";
  if (pos >= 3 && pos <= 5) return "spot-bot";
  if (pos <= -3 && pos >= -5) return "spot-player";
  return pos === 0 ? "centre" : "plain";
}

function track(name, label, position, t) {
  const width = CELL * 15;
  const svg = s("svg", {
    viewBox: `0 0 ${width} ${TRACK_H}`, class: `track track-${name}`, role: "img", preserveAspectRatio: "xMidYMid meet",
    "aria-label": t("kotd.board.track_aria", { track: label, pos: position }),
  });
  POSITIONS.forEach((pos, i) => {
    svg.append(s("rect", { x: i * CELL + 1, y: 1, width: CELL - 2, height: CELL - 2, rx: 5, class: `cell ${zoneOf(pos)}` }));
    if (Math.abs(pos) === 7) {
      svg.append(s("text", { x: i * CELL + CELL / 2, y: CELL / 2 + 5, "text-anchor": "middle", class: "cell-mark", text: "★" }));
    }
    svg.append(s("text", { x: i * CELL + CELL / 2, y: CELL + NUM_SIZE, "text-anchor": "middle", class: "cell-num",
      "font-size": NUM_SIZE, text: String(Math.abs(pos)) }));
  });
  const cx = (position + 7) * CELL + CELL / 2;
  const token = s("g", { class: `token token-${name}` },
    s("circle", { cx, cy: CELL / 2, r: CELL / 2 - 4 }),
    s("text", { x: cx, y: CELL / 2 + 6, "text-anchor": "middle", text: name === "fame" ? "G" : "D" }));
  svg.append(token);
  return h("div", { class: "track-wrap", "data-track": name, "data-pos": position },
    h("div", { class: "track-title" }, h("span", {}, label), h("span", { class: "track-pos" }, t("kotd.board.track_pos", { pos: position }))),
    svg);
}

export function kotdBoard(board, { t }) {
  const monster = (side, cls) => h("div", { class: `monster ${cls}`, "data-side": cls },
    h("span", { class: "who" }, t(cls === "bot" ? "kotd.board.autobot" : "kotd.board.you")),
    h("span", { class: "monster-name" }, t(`kotd.monster.${side.monster}`)),
    h("span", { class: "life", "data-testid": `${cls}-life` }, String(side.life)),
    h("span", { class: "life-max" }, t("kotd.board.life_of", { max: side.max })));
  const turnKey = board.turn === "autobot" ? "kotd.board.turn_autobot" : "kotd.board.turn_player";
  return h("div", { class: "kotd-board" },
    h("p", { class: "turn-line", "data-turn": board.turn }, t("kotd.board.round", { n: board.round }), " · ", t(turnKey)),
    h("div", { class: "monsters" },
      monster(board.player, "player"),
      monster(board.autobot, "bot"),
      h("div", { class: "cubes", "data-testid": "bot-cubes" },
        h("span", { class: "cubes-num" }, String(board.autobot.cubes)),
        h("span", {}, t("kotd.board.cubes_label", { n: board.autobot.cubes, threshold: board.autobot.threshold })))),
    h("div", { class: "tracks" },
      h("div", { class: "track-ends" }, h("span", {}, t("kotd.board.side_player")), h("span", {}, t("kotd.board.side_autobot"))),
      track("fame", t("kotd.board.track_fame"), board.fame, t),
      track("destruction", t("kotd.board.track_destruction"), board.destruction, t)));
}

// What the registry installs when King of Tokyo is opened (games/registry.js).
export const screen = { widgets: { kotd: kotdBoard }, prompts: { kotd_roll: kotdRollPrompt } };
