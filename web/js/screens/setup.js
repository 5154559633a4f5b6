// The setup screen of a game: the form drawn from the engine's option schema (cached so
// it shows before Python is up), then the new game on the table.
import { h, clear } from "../dom.js";
import { t, loadGame } from "../i18n.js";
import * as engine from "../engine.js";
import * as store from "../store.js";
import * as session from "../session.js";
import * as nav from "../nav.js";
import { catalogOf } from "../games/registry.js";
import { renderSetup } from "../setup-form.js";
import { closeDialog, confirmDialog } from "../widgets.js";
import { embedded } from "../tabs.js";

export async function showSetup(game) {
  await session.leave();
  clear(nav.main());
  let schema = store.getPref("schemas", {})[game];
  await loadGame(catalogOf(game));
  if (engine.isReady()) {
    const res = await engine.call("games");
    if (res.ok) schema = (res.games.find((g) => g.id === game) || {}).options;
  }
  if (!nav.still("setup")) return;
  const main = clear(nav.main());
  if (!schema) {
    main.append(h("p", { class: "hint" }, t("ui.wait_engine")));
    return;
  }
  renderSetup(main, game, schema, {
    ready: engine.isReady(),
    onBack: embedded() ? null : () => nav.go("home"),
    onStart: (options, seed) => startGame(game, options, seed),
  });
}

// Returns null once the game is on the table, or the error key the setup form shows.
export async function startGame(game, options, seed) {
  const problem = await session.begin(game, options, seed);
  if (problem) return problem;
  closeDialog();
  await nav.go("table", session.game.record, { fresh: true });
  return null;
}

// A new game of the same kind, from the table: a game still running is left only after asking.
export async function offerNewGame() {
  const record = session.game.record;
  if (!record) return;
  if (record.over || await confirmDialog(t("ui.new_game"), t("ui.confirm_new"), t("ui.new_game"))) {
    closeDialog();
    nav.go("setup", record.game);
  }
}
