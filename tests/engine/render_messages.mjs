// Renders messages with the page's own renderer (web/js/i18n.js) under Node, for
// tests/engine/test_i18n_render.py. Reads {site, langs, games, cases, numbers} as JSON on
// stdin: `site` a folder holding web/i18n/ as the build writes it, `cases` a list of
// [key, params] rendered in each language. Writes {lang: {texts, plural}} as JSON.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const input = JSON.parse(readFileSync(0, "utf-8"));
globalThis.document = { documentElement: {} };
globalThis.fetch = async (path) => {
  try {
    const text = readFileSync(join(input.site, path), "utf-8");
    return { ok: true, json: async () => JSON.parse(text) };
  } catch (err) {
    return { ok: false, status: 404 };
  }
};
const root = new URL("../../", import.meta.url);
const i18n = await import(new URL("web/js/i18n.js", root).href);

const out = {};
for (const lang of input.langs) {
  const got = await i18n.loadLang(lang);
  if (got !== lang) throw new Error(`${lang} did not load (got ${got})`);
  for (const game of input.games) await i18n.loadGame(game);
  const rules = new Intl.PluralRules(i18n.locale());
  out[lang] = {
    texts: input.cases.map(([key, params]) => (i18n.has(key) ? i18n.t(key, params) : null)),
    plural: input.numbers.map((n) => rules.select(n)),
    languages: i18n.languages(),
    html: globalThis.document.documentElement.lang,
  };
}
process.stdout.write(JSON.stringify(out));
