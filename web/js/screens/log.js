// The log: the game as a record (rounds and turns as headings, one entry per action with
// a single "go back to here"), and its download as text. Steps played before an update of
// the rules are read, not gone back to.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import * as engine from "../engine.js";
import * as session from "../session.js";
import * as files from "../files.js";
import { logLines } from "../table-view.js";
import { ruleChip, openDialog, closeDialog } from "../widgets.js";
import { toast } from "../ui.js";

export async function openLog() {
  await session.flushPending();
  const view = session.game.view;
  const res = engine.isReady() && !session.game.stale ? await engine.call("log") : { ok: false };
  const lines = res.ok ? res.log : [];
  openDialog(t("ui.log"), [res.ok ? logRecord(lines, view.step, view.base || 0) : h("p", { class: "hint" }, t("ui.wait_engine"))],
    [h("button", { type: "button", class: "btn", onclick: () => downloadLog(lines) }, t("ui.download_log"))]);
  const list = document.getElementById("log-list");
  if (list && list.lastElementChild) list.lastElementChild.scrollIntoView({ block: "end" });
}

function logRecord(lines, current, base) {
  const list = h("div", { class: "log-list", id: "log-list" });
  let group = null;
  let groupAt = null;
  let index = 0;
  for (const e of lines) {
    if (e.kind === "round" || e.kind === "turn") {
      list.append(h(e.kind === "round" ? "h3" : "h4", { class: `log-heading log-${e.kind}` }, t(e.msg)));
      group = null;
      continue;
    }
    if (!group || groupAt !== e.at) {
      groupAt = e.at;
      const at = e.at;
      const first = t(e.msg);
      group = h("ul", { class: "log-step", "data-at": at });
      const entry = h("div", { class: "log-entry" }, group);
      if (at !== current && at >= base) {
        entry.append(h("button", {
          type: "button", class: "btn small log-go", "data-testid": `undo-to-${index}`,
          "aria-label": t("ui.undo_to_line", { line: first }),
          onclick: () => { closeDialog(); session.goTo(at).then((ok) => ok && toast(t("ui.went_back_to", { line: first }))); },
        }, t("ui.undo_to_here")));
      }
      index += 1;
      list.append(entry);
    }
    group.append(h("li", { class: `log-line log-${e.kind}`, "data-at": e.at },
      h("span", { class: "log-text" }, t(e.msg)), e.rule ? ruleChip(e.rule) : null));
  }
  return list;
}

export async function downloadLog(lines) {
  const view = session.game.view;
  if (!lines) {
    const res = await engine.call("log");
    lines = res.ok ? res.log : [];
  }
  const head = [`${t(`${view.game}.name`)} — ${t("ui.seed")}: ${view.seed}`, ""];
  files.downloadText(`solobots-${view.game}-log.txt`, head.concat(logLines(lines)).join("\n"), "text/plain");
}
