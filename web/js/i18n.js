// Messages are keys with parameters, rendered here from the merged catalogs with the
// platform's rules for the language: plural forms by Intl.PluralRules, numbers by
// Intl.NumberFormat, dates by the language's locale (docs/engine-contract.md, "Messages").

// The languages a player may choose (the build ships those whose catalogs are complete: the
// first catalog names them, lang.<code>), and the locale each one formats with.
export const LANGS = ["fr", "en", "de", "es", "it"];
const LOCALES = { fr: "fr-FR", en: "en-GB", de: "de-DE", es: "es-ES", it: "it-IT", xx: "en-XA" };
// The tests' pseudo-language (English 40 % longer, accented): only by ?lang=xx, and only
// where the build made it (SOLOBOTS_PSEUDO=1); never offered, never remembered.
const PSEUDO = "xx";
const FALLBACK = "en";
const STORED = "solobots:lang";
const catalogs = {};
let current = FALLBACK;

// ?lang= first (an embed's language), then the player's choice, then the browser's
// languages in their order of preference, else English.
export function detectLang(params) {
  const asked = params.get("lang");
  if (LANGS.includes(asked) || asked === PSEUDO) return asked;
  try {
    const stored = localStorage.getItem(STORED);
    if (LANGS.includes(stored)) return stored;
  } catch (err) { /* storage may be unavailable: fall through to the browser */ }
  const nav = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""];
  return nav.map((l) => String(l).slice(0, 2).toLowerCase()).find((l) => LANGS.includes(l)) || FALLBACK;
}

// The first screen needs only the app's own words and each game's name: a game's words
// and rules come when the game is opened (loadGame), so a slow network paints sooner.
const gamesLoaded = new Set();

async function fetchCatalog(path) {
  const res = await fetch(path);
  if (!res.ok) throw new Error(`catalog ${path}: HTTP ${res.status}`);
  return res.json();
}

// Loads a language and makes it the current one. A language whose words cannot be had (an
// old link's, a build without it, or offline one this browser never showed: the offline
// cache keeps the languages shown) falls back to English, else to the first language the
// cache holds: offline, a page opened in German by its link, then opened bare in a French
// browser, stayed "loading" for good. `remember`: the player chose it.
export async function loadLang(lang, { remember = false } = {}) {
  let failure = null;
  for (const candidate of new Set([lang, FALLBACK, ...LANGS])) {
    if (!catalogs[candidate]) {
      try {
        catalogs[candidate] = await fetchCatalog(`./web/i18n/${candidate}.json`);
      } catch (err) {
        failure = failure || err;
        continue;
      }
    }
    return useLang(candidate, remember && candidate === lang);
  }
  throw failure;
}

async function useLang(lang, remember) {
  current = lang;
  await Promise.all([...gamesLoaded].map((game) => loadGame(game)));
  document.documentElement.lang = lang === PSEUDO ? locale() : lang;
  if (remember && lang !== PSEUDO) {
    try { localStorage.setItem(STORED, lang); } catch (err) { /* not fatal */ }
  }
  return lang;
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

// The BCP 47 tag of the current language: <html lang>, Intl, the speech voice.
export function locale(l = current) { return LOCALES[l] || l; }

// The languages this site ships, as [code, its own name], for the picker.
export function languages() {
  const cat = catalogs[current] || {};
  return LANGS.filter((l) => `lang.${l}` in cat).map((l) => [l, cat[`lang.${l}`]]);
}

export function has(key) { return key in (catalogs[current] || {}); }

const formats = {};
function format(kind) {
  const id = `${kind}:${current}`;
  if (!formats[id]) formats[id] = kind === "plural" ? new Intl.PluralRules(locale()) : new Intl.NumberFormat(locale());
  return formats[id];
}

// A plural value holds one text per CLDR category of the language ("one", "other", "many"...;
// a category it lacks reads "other"), chosen by the parameter `n`, or by the one its
// "count" names. A form may itself be a plural value, for a second count in the sentence.
function pluralOf(value, params) {
  if (typeof value !== "object" || value === null) return value;
  const n = Number(params[value.count || "n"]);
  const form = value[format("plural").select(Number.isFinite(n) ? n : 0)];
  return pluralOf(form === undefined ? value.other : form, params);
}

// Numbers in the language's format, a negative one with a true minus sign.
function number(value) {
  const text = format("number").format(Math.abs(value));
  return value < 0 ? "\u2212" + text : text;
}

function param(value) {
  if (value && typeof value === "object" && "key" in value) return t(value);
  if (Array.isArray(value)) return value.map(param).join(", ");
  if (typeof value === "number") return number(value);
  return String(value);
}

// t({key, params}) or t("key", params)
export function t(msg, extra) {
  if (msg === null || msg === undefined) return "";
  const key = typeof msg === "string" ? msg : msg.key;
  const params = typeof msg === "string" ? (extra || {}) : (msg.params || {});
  const cat = catalogs[current] || {};
  const text = pluralOf(cat[key], params);
  if (typeof text !== "string") return `⟦${key}⟧`;
  return text.replace(/\{(\w+)\}/g, (all, name) => (name in params ? param(params[name]) : all));
}

export function ruleLabel(rule) {
  return rule ? t(`rule.${rule.ref}.label`, rule.params || {}) : "";
}

export function ruleText(rule) {
  return rule ? t(`rule.${rule.ref}.text`, rule.params || {}) : "";
}

export function formatDate(iso, options = { dateStyle: "medium", timeStyle: "short" }) {
  try {
    return new Date(iso).toLocaleString(locale(), options);
  } catch (err) {
    return String(iso);
  }
}
