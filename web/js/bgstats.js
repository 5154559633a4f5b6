// "Log this play in BG Stats": BG Stats' documented link for pushing a play from another
// app (bgstatsapp.com, "Push plays to BG Stats from other apps or websites"): a JSON
// play, url-encoded as `data` on createPlay.html, opened with the app's own scheme. The
// app shows it before saving it. The facts come from the engine (`view.result`: the
// outcome, the scores, the bot and the options that matter, the game's BoardGameGeek id,
// the roles). Fields: sourceName, sourcePlayId, playDate ("yyyy-MM-dd HH:mm:ss"),
// durationMin, game {name, sourceGameId, bggId, highestWins, noPoints}, players [{name,
// sourcePlayerId, startPlayer, winner, rank, score, role}], comments.
// BG Stats matches players and games by their source ids; names and roles are the same
// in every language, so a play logged in French and one in English are the same player
// playing the same monster, corporation or side.
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { openDialog } from "./widgets.js";

export const SOURCE_NAME = "Solobots";
// The player, as BG Stats first sees them (matched once to the user's own player by
// `sourcePlayerId`); the same name whatever the app's language.
export const PLAYER_NAME = "Solobots player";
const PAGE = "app.bgstatsapp.com/createPlay.html";
// How long the page waits for BG Stats to take over before it says the app did not open.
const OPEN_WAIT_MS = 2000;

const pad = (n) => String(n).padStart(2, "0");

// "yyyy-MM-dd HH:mm:ss" in the player's own time, as the documented example writes it.
export function playDate(iso) {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

// Minutes at the table: the time between taps (long pauses left out), or from the first
// to the last step when that was not measured (an imported game).
export function durationMin(record) {
  const ms = Number.isFinite(record.activeMs) ? record.activeMs
    : Date.parse(record.ended || record.updated) - Date.parse(record.created);
  return Math.max(1, Math.round((Number.isFinite(ms) ? ms : 0) / 60000));
}

function notes(res) {
  const options = (res.groups || []).map((g) => t("bgstats.option", { name: t(g.name), value: t(g.label) }));
  const bot = t(res.bot);
  return options.length ? t("bgstats.notes", { bot, options: options.join(", ") }) : t("bgstats.notes_plain", { bot });
}

// The play as BG Stats takes it, or null when the game has no result to log.
export function playData(record, view) {
  const res = view && view.result;
  if (!res || !res.over) return null;
  const points = res.points || null;
  const player = res.outcome === "won";
  const bot = res.outcome === "lost";
  const roles = res.roles || {};
  const side = (who, name, won, score) => {
    const p = {
      name, sourcePlayerId: `solobots-${who === "player" ? "player" : `bot-${record.game}`}`,
      startPlayer: res.first === who, winner: won, rank: won || res.outcome === "drawn" ? 1 : 2,
    };
    if (typeof roles[who] === "string" && roles[who]) p.role = roles[who];
    if (typeof score === "number") p.score = score;
    return p;
  };
  // A solo play (Terraforming Mars: the neutral opponent is not a player who can win):
  // the player alone, winning or not by the game's own goal.
  const alone = () => {
    const p = { ...side("player", PLAYER_NAME, player, points ? points.player : null), startPlayer: true };
    delete p.rank;
    return p;
  };
  const players = res.solo
    ? [alone()]
    : [side("player", PLAYER_NAME, player, points ? points.player : null),
      side("bot", res.bot_name || t(res.bot), bot, points ? points.bot : null)];
  const data = {
    sourceName: SOURCE_NAME,
    sourcePlayId: record.id,
    playDate: playDate(record.ended || record.updated),
    durationMin: durationMin(record),
    game: {
      name: (res.bgg && res.bgg.name) || t(`${record.game}.name`), sourceGameId: `solobots-${record.game}`,
      highestWins: true, noPoints: !points,
    },
    players,
    comments: notes(res),
  };
  // Where the engine knows the game's BoardGameGeek id BG Stats matches by it, else by name.
  const bgg = res.bgg && res.bgg.id;
  if (Number.isInteger(bgg) && bgg > 0) data.game.bggId = bgg;
  if (res.measure && typeof res.measure.value === "number" && !points) {
    data.comments += ` — ${t("bgstats.measure", { measure: t(res.measure.label), value: res.measure.value })}`;
  }
  return data;
}

export function linkFor(data, scheme = "bgstats") {
  return `${scheme}://${PAGE}?data=${encodeURIComponent(JSON.stringify(data))}`;
}

// The game-over panel's button, with one line saying what it does. Where BG Stats does
// not take over (not installed), a sheet explains and offers the link to copy.
export function logPlayButton(record, view, toast) {
  const data = record && playData(record, view);
  if (!data) return null;
  const app = linkFor(data, "bgstats");
  const web = linkFor(data, "https");
  const explain = () => openDialog(t("bgstats.not_opened_title"), [h("p", {}, t("bgstats.not_opened"))], [
    h("a", { class: "btn", href: web, target: "_blank", rel: "noopener", id: "bgstats-web" }, t("bgstats.open_web")),
    h("button", { type: "button", class: "btn", id: "bgstats-copy", onclick: async () => {
      try { await navigator.clipboard.writeText(web); toast(t("share.copied")); } catch (err) { /* shown as a link above */ }
    } }, t("bgstats.copy")),
  ]);
  const link = h("a", { class: "btn primary bgstats", id: "log-bgstats", href: app, onclick: () => {
    let left = false;
    const away = () => { left = true; };
    window.addEventListener("blur", away, { once: true });
    document.addEventListener("visibilitychange", away, { once: true });
    setTimeout(() => {
      window.removeEventListener("blur", away);
      document.removeEventListener("visibilitychange", away);
      if (!left && document.visibilityState === "visible") explain();
    }, OPEN_WAIT_MS);
  } }, t("bgstats.log"));
  return h("div", { class: "bgstats-box" }, link, h("p", { class: "hint" }, t("bgstats.hint")));
}
