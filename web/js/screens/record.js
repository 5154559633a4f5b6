// The player's record: computed by the engine from every saved game's facts, drawn by
// record.js. Saves made before the record existed carry no result: the engine replays
// them once (as an import is checked) and the result is kept in the record.
import { h, clear } from "../dom.js";
import { t, loadGame } from "../i18n.js";
import * as engine from "../engine.js";
import * as store from "../store.js";
import * as session from "../session.js";
import * as nav from "../nav.js";
import { GAMES, catalogOf } from "../games/registry.js";
import { renderRecord } from "../record-view.js";
import { closeDialog } from "../widgets.js";
import { toast } from "../ui.js";
import { resume } from "./home.js";
import { openLog } from "./log.js";

const unreadable = new Set();

async function fillResults(records) {
  for (const r of records) {
    if (r.result || !GAMES.includes(r.game) || r.game === "ma_tools" || unreadable.has(r.id)) continue;
    const res = await engine.call("check", JSON.stringify(r.core));
    if (!res.ok || !res.view.result) { unreadable.add(r.id); continue; }
    r.result = res.view.result;
    await store.saveRecord(r, r.rev || 0); // another tab's newer copy wins: nothing lost
  }
}

function factsOf(r) {
  return { id: r.id, game: r.game, created: r.created, updated: r.updated, ended: r.ended || null,
    result: r.result || null, abandoned: r.abandoned || null, imported: Boolean(r.imported) };
}

export async function showRecord(tab = "all") {
  await session.leave();
  store.setCurrent(null);
  closeDialog();
  const main = clear(nav.main());
  main.append(h("p", { class: "hint", id: "record-wait" }, t(engine.isReady() ? "record.wait" : "ui.wait_engine")));
  document.title = `${t("record.title")} · ${t("app.name")}`;
  if (!engine.isReady()) return; // drawn again once the engine is up
  const records = (await store.allRecords()).filter(store.isRecord);
  // The record names each game's options in the game's own words.
  await Promise.all([...new Set(records.filter((r) => GAMES.includes(r.game)).map((r) => catalogOf(r.game)))].map(loadGame));
  await fillResults(records);
  const res = await engine.call("record", JSON.stringify(records.map(factsOf)), new Date().toISOString());
  if (!nav.still("record") || nav.currentArgs()[0] !== tab) return;
  if (!res.ok) { toast(t(res.error), true); return; }
  await renderRecord(main, res.record, tab, GAMES, {
    tab: (id) => nav.go("record", id),
    open: (id) => resume(id),
    log: async (id) => { await resume(id); if (session.game.record && session.game.record.id === id) openLog(); },
  });
}
