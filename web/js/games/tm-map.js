// Terraforming Mars (solo): the Tharsis map as hexes in the printed layout — oceans,
// volcanoes, Noctis City's space, bonuses, tiles with their owner's letter — where a
// marked space is tapped to place a tile, and the map's key. The engine says which
// spaces are legal; this draws them and sends {type: "place"}.
import { h, s } from "../dom.js";

const R = 34;                       // hex radius (pointy top)
const W = Math.sqrt(3) * R;         // hex width
const ROW_H = 1.5 * R;
const LEFT = 34;                    // room for the row numbers
const TOP = R + 6;
const VIEW_W = LEFT + 9 * W + 8;
const VIEW_H = TOP + 8 * ROW_H + R + 6;
const ROW_LEN = [5, 6, 7, 8, 9, 8, 7, 6, 5];
const BONUS_ORDER = ["steel", "titanium", "plant", "card"];

function centre(space) {
  const len = ROW_LEN[space.row];
  return { x: LEFT + (9 - len) * W / 2 + space.col * W + W / 2, y: TOP + space.row * ROW_H };
}

function hexPoints(cx, cy, r) {
  const pts = [];
  for (let i = 0; i < 6; i += 1) {
    const a = Math.PI / 180 * (60 * i - 30);
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(" ");
}

function tileIcon(kind, x, y) {
  if (kind === "ocean") {
    return s("path", { class: "icon", d: `M${x - 16},${y} q8,-8 16,0 t16,0 M${x - 16},${y + 9} q8,-8 16,0 t16,0` });
  }
  if (kind === "greenery") {
    return s("path", { class: "icon", d: `M${x},${y - 18} L${x + 14},${y + 6} L${x + 4},${y + 6} L${x + 4},${y + 14} L${x - 4},${y + 14} L${x - 4},${y + 6} L${x - 14},${y + 6} Z` });
  }
  if (kind === "city") {
    return s("path", { class: "icon", d: `M${x - 16},${y + 14} L${x - 16},${y - 2} L${x - 8},${y - 10} L${x},${y - 2} L${x},${y - 16} L${x + 16},${y - 16} L${x + 16},${y + 14} Z` });
  }
  if (kind === "claim") {
    return s("path", { class: "icon", d: `M${x - 8},${y + 16} L${x - 8},${y - 16} L${x + 14},${y - 9} L${x - 8},${y - 2}` });
  }
  return s("path", { class: "icon", d: `M${x},${y - 16} L${x + 14},${y} L${x},${y + 16} L${x - 14},${y} Z` });
}

function bonusBadges(space, x, y, t) {
  const items = [];
  for (const key of BONUS_ORDER) {
    for (let i = 0; i < (space.bonus[key] || 0); i += 1) items.push(key);
  }
  const g = s("g", { class: "bonus" });
  const start = x - (items.length - 1) * 9;
  items.forEach((key, i) => {
    const bx = start + i * 18;
    g.append(s(key === "plant" ? "circle" : "rect", key === "plant"
      ? { cx: bx, cy: y, r: 8, class: `b-${key}` }
      : { x: bx - 8, y: y - 8, width: 16, height: 16, rx: key === "card" ? 2 : 4, class: `b-${key}` }),
    s("text", { x: bx, y: y + 4, "text-anchor": "middle", class: "b-letter", text: t(`tm.board.bonus.${key}`) }));
  });
  return g;
}

function spaceLabel(space, t) {
  const where = space.row === undefined ? space.name : t("tm.board.where", { row: space.row + 1, place: space.col + 1 });
  const what = space.tile ? t(`tm.board.owned.${space.owner || "none"}`, { tile: t(`tm.tile.${space.tile}`) })
    : t(`tm.board.space.${space.type}`);
  const name = space.name ? ` — ${space.name}` : "";
  return `${where}${name}: ${what}`;
}

function hexNode(space, board, t, interactive, send, focus) {
  const { x, y } = centre(space);
  const classes = ["hex", `type-${space.type}`];
  if (space.volcanic) classes.push("volcanic");
  if (space.tile) classes.push(`tile-${space.tile}`, `owner-${space.owner || "none"}`);
  if (space.claim) classes.push("claimed");
  if (space.legal) classes.push("legal");
  if (focus) classes.push("focus");
  const attrs = { class: classes.join(" "), "data-space": space.id, "aria-label": spaceLabel(space, t) };
  if (space.legal && interactive) {
    Object.assign(attrs, { role: "button", tabindex: "0", "data-testid": `space-${space.id}` });
  }
  const g = s("g", attrs);
  g.append(s("polygon", { points: hexPoints(x, y, R - 1.5), class: "cell" }));
  if (space.tile) {
    g.append(tileIcon(space.tile, x, y - 2));
    if (space.owner) {
      g.append(s("circle", { cx: x + 17, cy: y - 17, r: 9, class: "owner" }),
        s("text", { x: x + 17, y: y - 13, "text-anchor": "middle", class: "owner-letter", text: t(`tm.board.owner.${space.owner}`) }));
    }
  } else {
    if (space.claim) g.append(tileIcon("claim", x, y - 4));
    if (space.type === "noctis") g.append(s("text", { x, y: y - 6, "text-anchor": "middle", class: "noctis-label", text: "Noctis" }));
    g.append(bonusBadges(space, x, y + 15, t));
  }
  if (focus) g.append(s("polygon", { points: hexPoints(x, y, R + 3), class: "focus-ring" }));
  if (space.legal && interactive) {
    const place = () => send({ type: "place", space: space.id });
    g.addEventListener("click", place);
    g.addEventListener("keydown", (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); place(); } });
  }
  g.append(s("title", { text: spaceLabel(space, t) }));
  return g;
}

function offBoardNode(space, i, t, interactive, send) {
  const x = i === 0 ? LEFT + 30 : VIEW_W - 64;
  const y = VIEW_H - 40;
  const legal = space.legal && interactive;
  const g = s("g", { class: `colony${space.tile ? " taken" : ""}${space.legal ? " legal" : ""}`, "data-space": space.id,
    "aria-label": spaceLabel(space, t), role: legal ? "button" : null, tabindex: legal ? "0" : null,
    "data-testid": legal ? `space-${space.id}` : null });
  g.append(s("circle", { cx: x, cy: y, r: 24, class: "cell" }));
  if (space.tile) g.append(tileIcon("city", x, y));
  g.append(s("text", { x, y: y + 40, "text-anchor": "middle", class: "colony-name", text: space.name }));
  if (legal) g.addEventListener("click", () => send({ type: "place", space: space.id }));
  return g;
}

export function mapSvg(board, t, interactive, send) {
  const focus = board.phase === "neutral" && board.neutral ? board.neutral.steps[board.neutral.shown].space : null;
  const svg = s("svg", { viewBox: `0 0 ${VIEW_W.toFixed(0)} ${(VIEW_H + 30).toFixed(0)}`, class: "tm-map", role: "group",
    "aria-label": t("tm.board.map_aria") });
  for (let r = 0; r < 9; r += 1) {
    const len = ROW_LEN[r];
    svg.append(s("text", { x: LEFT + (9 - len) * W / 2 - 10, y: TOP + r * ROW_H + 6, "text-anchor": "end", class: "row-num", text: String(r + 1) }));
  }
  board.spaces.forEach((space) => svg.append(hexNode(space, board, t, interactive, send, space.id === focus)));
  board.off_board.forEach((space, i) => svg.append(offBoardNode(space, i, t, interactive, send)));
  return svg;
}

// The map's key: what each outline means (blue: ocean spaces, red: volcanic spaces, the
// thick accent line: where a tile may go now, dashed: Noctis City), the owners' letters and
// the bonus steps of the tracks. It opens over the map, so it never takes the map's room.
function swatch(cls, extra = null) {
  const svg = s("svg", { viewBox: "0 0 40 40", width: 28, height: 28, class: "tm-swatch", "aria-hidden": "true" });
  const g = s("g", { class: cls });
  g.append(s("polygon", { points: hexPoints(20, 20, 17), class: "cell" }));
  if (extra) g.append(extra);
  svg.append(g);
  return svg;
}

export function legend(t) {
  const item = (svg, key) => h("li", {}, svg, h("span", {}, t(key)));
  return h("details", { class: "tm-map-key", "data-testid": "tm-map-key" },
    h("summary", { class: "btn chip" }, t("tm.board.key")),
    h("div", { class: "tm-key-body" },
      h("ul", { class: "tm-key-list" },
        item(swatch("hex type-ocean"), "tm.board.key.ocean"),
        item(swatch("hex type-land volcanic"), "tm.board.key.volcanic"),
        item(swatch("hex type-land legal"), "tm.board.key.legal"),
        item(swatch("hex type-noctis"), "tm.board.key.noctis"),
        item(swatch("hex tile-city owner-player", s("circle", { cx: 28, cy: 12, r: 7, class: "owner" })), "tm.board.key.player"),
        item(swatch("hex tile-city owner-neutral", s("circle", { cx: 28, cy: 12, r: 7, class: "owner" })), "tm.board.key.neutral")),
      h("p", { class: "tm-map-legend" }, t("tm.board.map_legend")),
      h("p", { class: "tm-legend" }, t("tm.board.bonus_legend"))));
}

