// The page's own small parts: toasts, banners (each can be closed), the theme, and the
// engine's start-up progress line.
import { h, clear } from "./dom.js";
import { t } from "./i18n.js";

let toastTimer = null;

export function toast(text, isError = false) {
  let el = document.getElementById("toast");
  if (!el) {
    el = h("div", { id: "toast", role: "status", "aria-live": "assertive" });
    document.body.append(el);
  }
  el.textContent = text;
  el.className = isError ? "toast error show" : "toast show";
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { el.className = "toast"; }, 5000);
}

// A banner under the top bar, in the page's flow (the table's frame shrinks to leave it
// room, so it never lies over the table), with its action and a close button.
export function showBanner(id, text, action) {
  const el = document.getElementById(id);
  clear(el);
  el.append(h("span", { class: "banner-text" }, text));
  if (action) el.append(h("button", { type: "button", class: "btn small banner-action", "data-testid": `${id}-action`, onclick: action.fn }, action.label));
  el.append(h("button", {
    type: "button", class: "banner-close", "aria-label": t("ui.close_banner"), "data-testid": `${id}-close`,
    onclick: () => { el.hidden = true; },
  }, "×"));
  el.hidden = false;
}

export function hideBanner(id) {
  const el = document.getElementById(id);
  if (el) el.hidden = true;
}

export function applyTheme(v) {
  if (v === "auto") delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = v;
}

const STAGES = { loading: [1, "ui.engine_loading"], starting: [2, "ui.engine_starting"], ready: [3, "ui.engine_ready"] };

export function showEngineStage(stage, detail) {
  const bar = document.getElementById("engine-progress");
  const text = document.getElementById("engine-text");
  const box = document.getElementById("engine-status");
  if (stage === "failed") {
    box.classList.add("failed");
    text.textContent = t("error.engine_failed", { detail: String(detail || "") });
    return;
  }
  const [n, key] = STAGES[stage];
  bar.value = n;
  text.textContent = t(key);
  if (stage === "ready") box.classList.add("done");
}
