// Mars Attacks widget: the buttons that open the profile sheet and the settings, and the
// settings themselves (the AI deck, the board on screen, 8s, Martian objectives; the
// sector limits and the deck's make-up are steppers among the table's counters).
import { h } from "../dom.js";
import { openProfiles } from "./ma-profiles.js";

export function headButtons(board, t, interactive, send) {
  if (board.phase === "over") return [];
  return [
    h("button", {
      type: "button", class: "btn chip", "data-testid": "ma-profiles-open", disabled: !interactive,
      onclick: () => openProfiles(board, { t, send, interactive }),
    }, t("ma.board.profiles")),
    board.settings_open ? null : h("button", {
      type: "button", class: "btn chip ma-open-settings", "data-testid": "ma-settings-open", disabled: !interactive,
      onclick: () => send({ type: "settings", open: true }),
    }, "⚙ ", t("ma.board.settings")),
  ];
}

export function settingsPanel(board, t, interactive, send) {
  const flip = (field, value, label) => h("button", {
    type: "button", class: `btn chip${value ? " on" : ""}`, "aria-pressed": String(Boolean(value)), disabled: !interactive,
    "data-testid": `setting-${field}`, onclick: () => send({ type: "setting", field, value: !value }),
  }, t("ma.board.setting_value", { label: t(label), value: t(value ? "ma.board.on" : "ma.board.off") }));
  const deckBtn = (mode) => h("button", {
    type: "button", class: `btn chip${board.deck.mode === mode ? " on" : ""}`, "aria-pressed": String(board.deck.mode === mode),
    disabled: !interactive, "data-testid": `deck-${mode}`, onclick: () => send({ type: "setting", field: "deck_mode", value: mode }),
  }, t(`ma.option.deck_mode.${mode}`));
  return h("section", { class: "ma-settings", "aria-label": t("ma.board.settings") },
    h("div", { class: "set-row" }, h("span", { class: "set-label" }, t("ma.board.setting.deck_mode")), deckBtn("virtual"), deckBtn("physical")),
    h("div", { class: "set-row" },
      flip("use_board", board.use_board, "ma.board.setting.use_board"),
      flip("explode", board.explode, "ma.board.setting.explode"),
      flip("objectives", board.objectives_on, "ma.board.setting.objectives")),
    board.phase !== "prepare" ? h("button", { type: "button", class: "btn", "data-testid": "ma-settings-close", disabled: !interactive,
      onclick: () => send({ type: "settings", open: false }) }, t("ma.board.settings_close")) : null);
}
