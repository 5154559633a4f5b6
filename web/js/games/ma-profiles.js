// Mars Attacks: the figure profiles sheet. The player adds the figures the reference sheet
// does not print (a flying saucer, a giant robot, any other), from a named template whose
// numbers they confirm against their own card, and sets once, per profile, the abilities
// the sheet leaves to the rulebook (extra dice or successes, ignoring armour). Every
// change is one engine action (`profile`), so the save holds it and replays it; a library
// kept in the player's preferences offers the same profiles again in later games (at
// setup, or here). The engine checks every number: this module only gathers them.
import { h } from "../dom.js";
import { openDialog, closeDialog, stepper } from "../widgets.js";
import { getPref, setPref } from "../store.js";

const PREF = "ma.library";
const MOD_DICE = ["shoot_dice", "fight_dice", "survive_dice"];
const MOD_HITS = ["shoot_hits", "fight_hits", "survive_hits"];
const NO_MODS = { shoot_dice: 0, shoot_hits: 0, fight_dice: 0, fight_hits: 0, survive_dice: 0, survive_hits: 0, pierce: false };
const FIELDS = ["name", "template", "side", "move", "shoot", "range", "fight", "survive", "armour", "fearless", "big_gun", "weapon"];

// -- the library (the player's own profiles and modifiers, for later games) --------------
export function library() {
  const lib = getPref(PREF, null);
  return {
    profiles: lib && Array.isArray(lib.profiles) ? lib.profiles.filter((p) => p && typeof p === "object") : [],
    mods: lib && lib.mods && typeof lib.mods === "object" ? lib.mods : {},
  };
}

function saveLibrary(lib) { setPref(PREF, lib); }

// Two definitions are the same profile when every field and modifier matches.
function sameKey(def) {
  const out = {};
  for (const f of FIELDS) out[f] = def[f] === undefined ? null : def[f];
  if (typeof out.name === "string") out.name = out.name.trim().replace(/\s+/g, " ");
  out.mods = { ...NO_MODS, ...(def.mods || {}) };
  return JSON.stringify(out);
}

function keep(def) {
  const lib = library();
  const key = sameKey(def);
  if (!lib.profiles.some((p) => sameKey(p) === key)) lib.profiles.push(clean(def));
  saveLibrary(lib);
}

function forget(def) {
  const lib = library();
  const key = sameKey(def);
  lib.profiles = lib.profiles.filter((p) => sameKey(p) !== key);
  saveLibrary(lib);
}

function keepMods(pid, mods) {
  const lib = library();
  if (sameKey({ mods }) === sameKey({ mods: NO_MODS })) delete lib.mods[pid];
  else lib.mods[pid] = { ...mods };
  saveLibrary(lib);
}

function clean(def) {
  const out = {};
  for (const f of FIELDS) if (def[f] !== undefined) out[f] = def[f];
  out.mods = { ...NO_MODS, ...(def.mods || {}) };
  return out;
}

// -- at setup: the library offered as options of the new game ------------------------------
// values is the setup form's options object; returns the section (or null when empty).
export function librarySetup(values, t) {
  const lib = library();
  const modIds = Object.keys(lib.mods);
  if (!lib.profiles.length && !modIds.length) return null;
  const chosen = lib.profiles.map(() => true);
  let useMods = true;
  const sync = () => {
    values.profiles = lib.profiles.filter((_, i) => chosen[i]).map(clean);
    values.mods = useMods ? { ...lib.mods } : {};
  };
  sync();
  const row = (id, label, checked, onchange) => h("label", { class: "switch ma-lib-item", for: id },
    h("input", { type: "checkbox", id, checked, onchange }), h("span", {}, label));
  return h("fieldset", { class: "field ma-lib", "data-testid": "ma-library-setup" },
    h("legend", {}, t("ma.prof.setup_title")),
    h("p", { class: "hint" }, t("ma.prof.setup_hint")),
    lib.profiles.map((def, i) => row(`lib-${i}`, `${defName(def, t)} · ${summary(def, t)}`, true,
      (ev) => { chosen[i] = ev.target.checked; sync(); })),
    modIds.length ? row("lib-mods", `${t("ma.option.mods")} : ${modIds.map((pid) => t(`ma.profile.${pid}`)).join(", ")}`, true,
      (ev) => { useMods = ev.target.checked; sync(); }) : null);
}

function defName(def, t) {
  if (def.name) return def.name;
  return def.template ? t(`ma.template.${def.template}`) : "?";
}

function summary(stats, t) {
  const range = stats.shoot === null || stats.shoot === undefined || !stats.range
    ? t("ma.prof.no_range") : t("ma.range", { lo: stats.range[0], hi: stats.range[1] });
  const n = (v) => (v === null || v === undefined ? "–" : `${v}+`);
  return t("ma.prof.summary", { shoot: n(stats.shoot), fight: n(stats.fight), survive: n(stats.survive), range, n: stats.move || 1 });
}

function modsSummary(mods, t) {
  const parts = [];
  for (const k of [...MOD_DICE, ...MOD_HITS]) if (mods[k]) parts.push(`${t(`ma.profile_field.${k}`)} ${mods[k] > 0 ? "+" : ""}${mods[k]}`);
  if (mods.pierce) parts.push(t("ma.profile_field.pierce"));
  return parts.join(" · ");
}

// -- the sheet -----------------------------------------------------------------------
// ctx: {t, send, interactive}; focus: {mods: profileId} opens that profile's abilities.
export function openProfiles(board, ctx, focus = null) {
  if (focus && focus.mods) return openEditor(board, ctx, { mode: "mods", pid: focus.mods });
  const { t, send, interactive } = ctx;
  const templates = (board.templates && board.templates.templates) || {};
  const inGame = board.profiles.filter((p) => p.custom);
  const gameKeys = new Set(inGame.map((p) => sameKey({ ...p.def, mods: p.mods })));
  const lib = library();
  const libKeys = new Set(lib.profiles.map(sameKey));
  const body = [h("p", { class: "hint" }, t("ma.prof.intro"))];

  body.push(h("div", { class: "ma-prof-add" },
    h("button", { type: "button", class: "btn", disabled: !interactive, "data-testid": "prof-new",
      onclick: () => openEditor(board, ctx, { mode: "add", draft: blank() }) }, "+ ", t("ma.prof.add")),
    Object.keys(templates).map((name) => h("button", {
      type: "button", class: "btn", disabled: !interactive, "data-testid": `prof-template-${name}`,
      onclick: () => openEditor(board, ctx, { mode: "add", draft: { ...blank(), ...templates[name], template: name, name: "" } }),
    }, "+ ", t("ma.prof.from_template", { name: t(`ma.template.${name}`) })))));

  body.push(h("h3", {}, t("ma.prof.in_game")));
  if (inGame.length) {
    body.push(h("ul", { class: "ma-prof-list" }, inGame.map((p) => {
      const def = { ...p.def, mods: p.mods };
      const kept = libKeys.has(sameKey(def));
      return h("li", { class: `ma-prof-item side-${p.side}`, "data-profile": p.id },
        h("span", { class: "ma-prof-name" }, t(p.label)),
        h("span", { class: "ma-prof-stats" }, summary(p.stats, t), p.big_gun ? ` · ${t("ma.profile_field.big_gun")}` : ""),
        h("div", { class: "ma-prof-actions" },
          h("button", { type: "button", class: "btn chip", disabled: !interactive, onclick: () => openEditor(board, ctx, { mode: "edit", pid: p.id, draft: { ...p.def, mods: { ...p.mods } } }) }, t("ma.prof.edit")),
          h("button", { type: "button", class: `btn chip${kept ? " on" : ""}`, "aria-pressed": String(kept),
            onclick: () => { if (kept) forget(def); else keep(def); openProfiles(board, ctx); } }, t(kept ? "ma.prof.kept" : "ma.prof.keep")),
          h("button", { type: "button", class: "btn chip danger", disabled: !interactive || (board.figures || []).some((f) => f.profile === p.id),
            onclick: () => { closeDialog(); send({ type: "profile", op: "remove", id: p.id }); } }, t("ma.prof.remove"))));
    })));
  } else {
    body.push(h("p", { class: "hint" }, t("ma.board.nobody")));
  }

  const waiting = lib.profiles.filter((def) => !gameKeys.has(sameKey(def)));
  body.push(h("h3", {}, t("ma.prof.library")));
  if (waiting.length) {
    body.push(h("ul", { class: "ma-prof-list" }, waiting.map((def) => h("li", { class: `ma-prof-item side-${def.side}` },
      h("span", { class: "ma-prof-name" }, defName(def, t)),
      h("span", { class: "ma-prof-stats" }, summary(def, t)),
      h("div", { class: "ma-prof-actions" },
        h("button", { type: "button", class: "btn chip", disabled: !interactive, "data-testid": "prof-use",
          onclick: () => { closeDialog(); send({ type: "profile", op: "add", profile: clean(def) }); } }, t("ma.prof.use")),
        h("button", { type: "button", class: "btn chip danger", onclick: () => { forget(def); openProfiles(board, ctx); } }, t("ma.prof.forget")))))));
  } else {
    body.push(h("p", { class: "hint" }, t(lib.profiles.length ? "ma.prof.used" : "ma.prof.library_empty")));
  }

  // The sheet's own profiles whose abilities the rulebook describes (*): their modifiers.
  const starred = board.profiles.filter((p) => !p.custom && p.starred && p.starred.length);
  body.push(h("h3", {}, t("ma.prof.abilities")));
  body.push(h("ul", { class: "ma-prof-list" }, starred.map((p) => {
    const set = modsSummary(p.mods, t);
    return h("li", { class: `ma-prof-item side-${p.side}`, "data-profile": p.id },
      h("span", { class: "ma-prof-name" }, t(p.label)),
      h("span", { class: "ma-prof-stats" }, p.starred.map((a) => `${t(`ma.ability.${a}`)} *`).join(", "), set ? ` → ${set}` : ""),
      h("div", { class: "ma-prof-actions" },
        h("button", { type: "button", class: "btn chip", disabled: !interactive, "data-testid": `prof-mods-${p.id}`,
          onclick: () => openEditor(board, ctx, { mode: "mods", pid: p.id }) }, t("ma.prof.edit"))));
  })));
  openDialog(t("ma.prof.title"), body);
  return null;
}

function blank() {
  return { name: "", template: null, side: "martian", move: 1, shoot: 4, range: [1, 6], fight: 4, survive: 5,
    armour: false, fearless: false, big_gun: true, weapon: "special", mods: { ...NO_MODS } };
}

// -- the editor: a whole profile, or only the modifiers of one ---------------------------
function openEditor(board, ctx, { mode, pid = null, draft = null }) {
  const { t, send, interactive } = ctx;
  const lim = (board.templates && board.templates.limits) || { stat: [2, 8], range: [1, 24], move: [1, 4], dice: [-2, 3], hits: [0, 3], name: 40 };
  const profile = pid ? board.profiles.find((p) => p.id === pid) : null;
  const d = mode === "mods" ? { mods: { ...NO_MODS, ...(profile ? profile.mods : {}) } } : { ...draft, mods: { ...NO_MODS, ...(draft.mods || {}) } };
  const body = [];
  let confirmed = !(mode === "add" && d.template);
  let keepIt = true;
  const go = h("button", { type: "button", class: "btn primary", "data-testid": "prof-save", disabled: true }, t(mode === "add" ? "ma.prof.add_to_game" : "ma.prof.save"));
  const refresh = () => {
    const named = mode === "mods" || Boolean((d.name || "").trim()) || Boolean(d.template);
    go.disabled = !interactive || !named || !confirmed;
  };
  const num = (id, label, value, min, max, set) => stepper({ id: `prof-${id}`, label, value, min, max, onChange: (v) => { set(v); refresh(); } });
  const flag = (id, label, get, set) => h("label", { class: "switch", for: `prof-${id}` },
    h("input", { type: "checkbox", id: `prof-${id}`, checked: Boolean(get()), onchange: (ev) => { set(ev.target.checked); refresh(); } }),
    h("span", {}, label));

  if (mode !== "mods") {
    if (d.template) body.push(h("p", { class: "ma-prof-note", role: "note" }, "⚠ ", t("ma.prof.template_note")));
    body.push(h("div", { class: "field" },
      h("label", { for: "prof-name" }, t("ma.prof.name")),
      h("input", { type: "text", id: "prof-name", maxlength: lim.name, value: d.name || "", autocomplete: "off",
        placeholder: d.template ? t(`ma.template.${d.template}`) : "", oninput: (ev) => { d.name = ev.target.value; refresh(); } })));
    body.push(h("fieldset", { class: "field choice-field" }, h("legend", {}, t("ma.prof.side")),
      h("div", { class: "segmented" }, ["martian", "human"].map((side) => h("label", { class: "seg", for: `prof-side-${side}` },
        h("input", { type: "radio", name: "prof-side", id: `prof-side-${side}`, checked: d.side === side, onchange: () => { d.side = side; refresh(); } }),
        h("span", {}, t(`ma.profile_side.${side}`)))))));
    const gun = d.shoot !== null && d.shoot !== undefined;
    const gunBox = h("div", { class: "ma-prof-grid" });
    const drawGun = () => {
      gunBox.replaceChildren();
      if (d.shoot === null || d.shoot === undefined) return;
      gunBox.append(
        num("shoot", t("ma.prof.shoot"), d.shoot, lim.stat[0], lim.stat[1], (v) => { d.shoot = v; }),
        num("range-lo", t("ma.prof.range_lo"), d.range[0], lim.range[0], lim.range[1], (v) => { d.range = [v, Math.max(v, d.range[1])]; drawGun(); }),
        num("range-hi", t("ma.prof.range_hi"), d.range[1], lim.range[0], lim.range[1], (v) => { d.range = [Math.min(v, d.range[0]), v]; drawGun(); }),
        h("div", { class: "field" }, h("label", { for: "prof-weapon" }, t("ma.prof.weapon_label")),
          h("select", { id: "prof-weapon", class: "side-select", onchange: (ev) => { d.weapon = ev.target.value; } },
            ["basic", "special", "freeze_ray"].map((w) => h("option", { value: w, selected: d.weapon === w }, t(`ma.prof.weapon.${w}`))))));
    };
    body.push(flag("gun", t("ma.prof.gun"), () => gun, (on) => {
      if (on) { d.shoot = 4; d.range = d.range || [1, 6]; } else { d.shoot = null; d.range = null; d.weapon = d.weapon === "freeze_ray" ? "special" : d.weapon; }
      drawGun();
    }));
    drawGun();
    body.push(gunBox);
    body.push(h("div", { class: "ma-prof-grid" },
      num("move", t("ma.prof.move"), d.move || 1, lim.move[0], lim.move[1], (v) => { d.move = v; }),
      num("fight", t("ma.prof.fight"), d.fight, lim.stat[0], lim.stat[1], (v) => { d.fight = v; }),
      num("survive", t("ma.prof.survive"), d.survive, lim.stat[0], lim.stat[1], (v) => { d.survive = v; })));
    body.push(h("div", { class: "ma-prof-flags" },
      flag("armour", t("ma.profile_field.armour"), () => d.armour, (v) => { d.armour = v; }),
      flag("fearless", t("ma.profile_field.fearless"), () => d.fearless, (v) => { d.fearless = v; }),
      flag("big_gun", t("ma.profile_field.big_gun"), () => d.big_gun, (v) => { d.big_gun = v; })));
  } else if (profile) {
    body.push(h("p", { class: "hint" }, profile.starred && profile.starred.length
      ? t("ma.prof.starred", { list: profile.starred.map((a) => t(`ma.ability.${a}`)).join(", ") }) : summary(profile.stats, t)));
  }
  body.push(h("h3", {}, t("ma.prof.abilities")));
  body.push(h("div", { class: "ma-prof-grid" },
    MOD_DICE.map((k) => num(k, t(`ma.prof.${k}`), d.mods[k], lim.dice[0], lim.dice[1], (v) => { d.mods[k] = v; })),
    MOD_HITS.map((k) => num(k, t(`ma.prof.${k}`), d.mods[k], lim.hits[0], lim.hits[1], (v) => { d.mods[k] = v; }))));
  body.push(flag("pierce", t("ma.prof.pierce"), () => d.mods.pierce, (v) => { d.mods.pierce = v; }));
  if (mode === "add" && d.template) {
    body.push(flag("confirm", t("ma.prof.confirm_numbers"), () => confirmed, (v) => { confirmed = v; }));
  }
  body.push(flag("keep", t("ma.prof.keep"), () => keepIt, (v) => { keepIt = v; }));

  go.addEventListener("click", () => {
    closeDialog();
    if (mode === "mods") {
      if (keepIt && !(profile && profile.custom)) keepMods(pid, d.mods);
      send({ type: "profile", op: "mods", id: pid, mods: { ...d.mods } });
      return;
    }
    const def = clean({ ...d, name: (d.name || "").trim() });
    if (keepIt) keep(def);
    if (mode === "add") send({ type: "profile", op: "add", profile: def });
    else send({ type: "profile", op: "edit", id: pid, profile: def });
  });
  refresh();
  const title = mode === "mods" && profile ? t("ma.prof.mods_of", { name: t(profile.label) })
    : mode === "edit" ? t("ma.prof.edit") : d.template ? t("ma.prof.from_template", { name: t(`ma.template.${d.template}`) }) : t("ma.prof.add");
  const back = h("button", { type: "button", class: "btn", onclick: () => openProfiles(board, ctx) }, t("ui.back"));
  openDialog(title, body, [back, go]);
}
