// "My record": the player's games against each bot — played, won, lost, abandoned, win
// rates by the options that matter, a chart over time (and the same numbers as a table),
// streaks and bests, and the games themselves (a finished one opens its final screen or
// its log). A game's tab charts its own measure; "All games", whose games measure
// different things, charts wins and losses. The numbers are the engine's
// (solobots/record.py); this screen only draws them.
import { h, clear } from "./dom.js";
import { t, locale, formatDate } from "./i18n.js";

const CHART_HEIGHT = 300;
let uPlotModule = null;

function pct(rate) {
  if (rate === null || rate === undefined) return t("record.no_rate");
  return t("record.rate_value", { rate: Math.round(rate * 1000) / 10 });
}

function shortDate(iso) {
  return formatDate(iso, { dateStyle: "medium" });
}

function counts(sum) {
  const cell = (key, value, cls) => h("div", { class: `stat ${cls || ""}`, "data-stat": key },
    h("span", { class: "stat-value" }, String(value)), h("span", { class: "stat-label" }, t(`record.${key}`)));
  return h("div", { class: "stats" },
    cell("played", sum.played), cell("won", sum.won, "won"), cell("lost", sum.lost, "lost"),
    sum.drawn ? cell("drawn", sum.drawn) : null,
    cell("abandoned", sum.abandoned), cell("running", sum.running),
    sum.imported ? cell("imported", sum.imported) : null,
    h("div", { class: "stat rate", "data-stat": "rate" },
      h("span", { class: "stat-value" }, pct(sum.rate)), h("span", { class: "stat-label" }, t("record.rate"))));
}

function byTable(group) {
  return h("table", { class: "record-table", "data-by": group.id },
    h("caption", {}, t("record.by", { name: t(group.name) })),
    h("thead", {}, h("tr", {},
      h("th", { scope: "col" }, t(group.id === "game" ? "record.col_game" : "record.col_option")),
      ["played", "won", "lost", "abandoned", "rate"].map((k) => h("th", { scope: "col" }, t(`record.${k}`))))),
    h("tbody", {}, group.rows.map((row) => h("tr", { "data-value": row.value },
      h("th", { scope: "row" }, t(row.label)),
      h("td", {}, String(row.played)), h("td", {}, String(row.won)), h("td", {}, String(row.lost)),
      h("td", {}, String(row.abandoned)), h("td", {}, pct(row.rate))))));
}

function streaks(sum) {
  const st = sum.streaks;
  const items = [];
  if (st.current) items.push(t(`record.streak_${st.current.outcome}`, { n: st.current.n }));
  items.push(t("record.longest_won", { n: st.longest_won }), t("record.longest_lost", { n: st.longest_lost }));
  if (sum.best && sum.series && sum.series.kind !== "outcomes") {
    items.push(t(sum.series.best === "min_won" ? "record.best_min_won" : "record.best_max",
      { measure: t(sum.series.label), value: sum.best.value, date: shortDate(sum.best.at) }));
  }
  return h("section", { class: "record-streaks", "aria-labelledby": "streaks-title" },
    h("h3", { id: "streaks-title" }, t("record.streaks")),
    h("ul", { id: "record-streaks" }, items.map((text) => h("li", {}, text))));
}

// The best so far after each game (the highest, or the fewest rounds among wins).
function bestSoFar(series) {
  let best = null;
  return series.points.map((p) => {
    if (series.best === "min_won") {
      if (p.outcome === "won" && (best === null || p.value < best)) best = p.value;
    } else if (best === null || p.value > best) {
      best = p.value;
    }
    return best;
  });
}

function cssVar(name) {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || "#888";
}

// The lines of a chart: the measure and its best so far, or wins and losses so far (each
// told apart by its dash as well as its colour).
function chartLines(series) {
  const dot = (color) => ({ show: true, size: 10, fill: color });
  if (series.kind === "outcomes") {
    const lines = [
      { series: { label: t("record.chart_won"), stroke: cssVar("--player"), width: 3, points: dot(cssVar("--player")) },
        values: series.points.map((p) => p.won) },
      { series: { label: t("record.chart_lost"), stroke: cssVar("--bot"), width: 3, dash: [10, 6], points: dot(cssVar("--bot")) },
        values: series.points.map((p) => p.lost) },
    ];
    if (series.points.some((p) => p.drawn)) {
      lines.push({ series: { label: t("record.chart_drawn"), stroke: cssVar("--muted"), width: 2, dash: [3, 5], points: { show: false } },
        values: series.points.map((p) => p.drawn) });
    }
    return lines;
  }
  return [
    { series: { label: t(series.label), stroke: cssVar("--accent"), width: 3, points: { show: true, size: 12, fill: cssVar("--accent") } },
      values: series.points.map((p) => p.value) },
    { series: { label: t("record.chart_best"), stroke: cssVar("--muted"), width: 2, dash: [8, 6], points: { show: false } },
      values: bestSoFar(series) },
  ];
}

async function drawChart(box, series) {
  if (!uPlotModule) {
    if (!document.getElementById("uplot-css")) {
      document.head.append(h("link", { rel: "stylesheet", id: "uplot-css", href: new URL("../vendor/uplot/uPlot.min.css", import.meta.url).href }));
    }
    uPlotModule = (await import("../vendor/uplot/uPlot.esm.js")).default;
  }
  const UPlot = uPlotModule;
  const lines = chartLines(series);
  clear(box);
  // One point per finished game, in the order they ended (the table gives their dates):
  // games ended on the same day stay apart, and the axis stays readable on a tablet.
  const xs = series.points.map((p, i) => i + 1);
  const fg = cssVar("--fg");
  const grid = cssVar("--line");
  const axis = { stroke: fg, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid }, font: "15px system-ui, sans-serif", size: 56 };
  // Whole numbers only: games, scores, rounds and VP are counts.
  const whole = (u, splits) => splits.map((v) => (Number.isInteger(v) ? v.toLocaleString(locale()) : ""));
  const opts = {
    width: Math.max(280, box.clientWidth || 600),
    height: CHART_HEIGHT,
    scales: { x: { time: false, range: (u, lo, hi) => [lo - 0.5, hi + 0.5] } },
    legend: { show: true, live: false },
    cursor: { drag: { x: false, y: false } },
    axes: [{ ...axis, values: whole, label: t("record.axis_game"), labelFont: "15px system-ui, sans-serif" }, { ...axis, values: whole }],
    series: [{ label: t("record.axis_game") }, ...lines.map((l) => l.series)],
  };
  const plot = new UPlot(opts, [xs, ...lines.map((l) => l.values)], box);
  box.dataset.drawn = String(series.points.length);
  return plot;
}

function outcomesTable(series) {
  return h("table", { class: "record-table", id: "record-series-table", "data-kind": "outcomes" },
    h("caption", {}, t("record.chart_title", { measure: t(series.label) })),
    h("thead", {}, h("tr", {},
      h("th", { scope: "col" }, t("record.axis_game")), h("th", { scope: "col" }, t("record.col_date")),
      h("th", { scope: "col" }, t("record.col_game")), h("th", { scope: "col" }, t("record.col_outcome")),
      h("th", { scope: "col" }, t("record.chart_won")), h("th", { scope: "col" }, t("record.chart_lost")))),
    h("tbody", {}, series.points.map((p, i) => h("tr", {},
      h("th", { scope: "row" }, String(i + 1)), h("td", {}, shortDate(p.at)), h("td", {}, t(`${p.game}.name`)),
      h("td", { class: `outcome ${p.outcome}` }, t(`record.outcome.${p.outcome}`)),
      h("td", {}, String(p.won)), h("td", {}, String(p.lost))))));
}

function seriesTable(series) {
  if (series.kind === "outcomes") return outcomesTable(series);
  return h("table", { class: "record-table", id: "record-series-table", "data-kind": "measure" },
    h("caption", {}, t("record.chart_title", { measure: t(series.label) })),
    h("thead", {}, h("tr", {},
      h("th", { scope: "col" }, t("record.axis_game")), h("th", { scope: "col" }, t("record.col_date")), h("th", { scope: "col" }, t(series.label)),
      h("th", { scope: "col" }, t("record.col_outcome")), h("th", { scope: "col" }, t("record.chart_best")))),
    h("tbody", {}, series.points.map((p, i) => h("tr", {},
      h("th", { scope: "row" }, String(i + 1)), h("td", {}, shortDate(p.at)), h("td", {}, String(p.value)),
      h("td", { class: `outcome ${p.outcome}` }, t(`record.outcome.${p.outcome}`)),
      h("td", {}, String(bestSoFar(series)[i] ?? t("record.no_rate")))))));
}

function gamesList(sum, handlers) {
  return h("section", { class: "record-games", "aria-labelledby": "record-games-title" },
    h("h3", { id: "record-games-title" }, t("record.games")),
    h("ul", { class: "save-list", id: "record-game-list" }, sum.games.map((g) => h("li", { class: "save-item", "data-record": g.id, "data-status": g.status },
      h("div", { class: "save-info" },
        h("strong", {}, t(`${g.game}.name`)), h("span", {}, formatDate(g.at)),
        // A finished game's measure, named (rounds are not VP); a game not finished has none.
        h("span", { class: `outcome ${g.status}` }, t(`record.outcome.${g.status}`),
          g.value !== null && g.value !== undefined && g.measure ? ` · ${t("record.game_value", { measure: t(g.measure), value: g.value })}` : "")),
      h("div", { class: "save-actions" },
        h("button", { type: "button", class: "btn primary", "data-testid": "record-open", onclick: () => handlers.open(g.id) }, t("record.open_game")),
        h("button", { type: "button", class: "btn", "data-testid": "record-log", onclick: () => handlers.log(g.id) }, t("record.open_log")))))));
}

// Draw the record for `tab` ("all" or a game id). handlers: {tab(id), open(id), log(id)}.
export async function renderRecord(root, record, tab, games, handlers) {
  clear(root);
  const tabs = ["all", ...games.filter((g) => record.games[g])];
  const sum = tab === "all" ? record.all : record.games[tab];
  const bar = h("div", { class: "segmented record-tabs", role: "group", "aria-label": t("record.tabs") },
    tabs.map((id) => h("button", { type: "button", class: "seg-btn", "data-tab": id, "aria-pressed": String(id === tab),
      onclick: () => handlers.tab(id) }, id === "all" ? t("record.all") : t(`${id}.name`))));
  const head = h("h1", { class: "record-title", id: "record-title" }, t("record.title"));
  if (!sum || !sum.played) {
    root.append(head, bar, h("p", { class: "empty", id: "record-empty" }, t("record.empty")));
    return;
  }
  const section = h("section", { class: "record", id: "record", "data-tab": tab },
    h("h2", {}, tab === "all" ? t("record.all") : t(`${tab}.name`)),
    counts(sum),
    h("p", { class: "hint" }, t("record.rate_rule"), " ", t("record.abandoned_rule", { days: record.abandoned_after_days })),
    sum.by.filter((g) => g.rows.length).map(byTable),
    streaks(sum));
  let chartBox = null;
  if (sum.series && sum.series.points.length) {
    chartBox = h("div", { class: "chart", id: "record-chart", role: "img",
      "aria-label": t("record.chart_label", { measure: t(sum.series.label) }) });
    section.append(h("section", { class: "record-chart", "aria-labelledby": "chart-title" },
      h("h3", { id: "chart-title" }, t("record.chart_title", { measure: t(sum.series.label) })),
      chartBox, seriesTable(sum.series)));
  }
  section.append(gamesList(sum, handlers));
  root.append(head, bar, section);
  if (chartBox) await drawChart(chartBox, sum.series);
}
