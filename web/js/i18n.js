// Messages are keys with parameters, rendered here from the merged catalogs.
const LANGS = ["fr", "en"];
const catalogs = {};
let current = "fr";

export function detectLang(params) {
  const asked = params.get("lang");
  if (LANGS.includes(asked)) return asked;
  try {
    const stored = localStorage.getItem("solobots:lang");
    if (LANGS.includes(stored)) return stored;
  } catch (err) { /* storage may be unavailable: fall through to the browser */ }
  const nav = (navigator.languages || [navigator.language || "fr"]).map((l) => l.slice(0, 2));
  return nav.find((l) => LANGS.includes(l)) || "fr";
}

// The first screen needs only the app's own words and each game's name: a game's words
// and rules come when the game is opened (loadGame), so a slow network paints sooner.
const gamesLoaded = new Set();

async function fetchCatalog(path) {
  const res = await fetch(path);
  if (!res.ok) throw new Error(`catalog ${path}: HTTP ${res.status}`);
  return res.json();
}

export async function loadLang(lang) {
  if (!catalogs[lang]) catalogs[lang] = await fetchCatalog(`./web/i18n/${lang}.json`);
  current = lang;
  await Promise.all([...gamesLoaded].map((game) => loadGame(game)));
  document.documentElement.lang = lang;
  try { localStorage.setItem("solobots:lang", lang); } catch (err) { /* not fatal */ }
}

// `name` is a game's catalog (games/registry.js catalogOf).
export async function loadGame(name) {
  const lang = current;
  const key = `${lang}/${name}`;
  gamesLoaded.add(name);
  if (catalogs[key]) return catalogs[key];
  catalogs[key] = fetchCatalog(`./web/i18n/${lang}/${name}.json`)
    .then((words) => { Object.assign(catalogs[lang], words); })
    .catch(() => { delete catalogs[key]; }); // tried again next time; meanwhile keys show as ⟦key⟧
  return catalogs[key];
}

export function lang() { return current; }

export function has(key) { return key in (catalogs[current] || {}); }

function pluralOf(value, n) {
  if (typeof value !== "object" || value === null) return value;
  const one = current === "fr" ? Math.abs(n) < 2 : n === 1;
  return one ? value.one : value.other;
}

function param(value) {
  if (value && typeof value === "object" && "key" in value) return t(value);
  if (Array.isArray(value)) return value.map(param).join(", ");
  if (typeof value === "number") return value < 0 ? "\u2212" + Math.abs(value) : String(value);
  return String(value);
}

// t({key, params}) or t("key", params)
export function t(msg, extra) {
  if (msg === null || msg === undefined) return "";
  const key = typeof msg === "string" ? msg : msg.key;
  const params = typeof msg === "string" ? (extra || {}) : (msg.params || {});
  const cat = catalogs[current] || {};
  let text = pluralOf(cat[key], Number(params.n));
  if (typeof text !== "string") return `⟦${key}⟧`;
  return text.replace(/\{(\w+)\}/g, (all, name) => (name in params ? param(params[name]) : all));
}

export function ruleLabel(rule) {
  return rule ? t(`rule.${rule.ref}.label`, rule.params || {}) : "";
}

export function ruleText(rule) {
  return rule ? t(`rule.${rule.ref}.text`, rule.params || {}) : "";
}

export function formatDate(iso) {
  try {
    return new Date(iso).toLocaleString(current === "fr" ? "fr-FR" : "en-GB", { dateStyle: "medium", timeStyle: "short" });
  } catch (err) {
    return String(iso);
  }
}
