// A view stored with a game is drawn at once on a reload, before the engine is up. One of
// another shape (a damaged record, a view written by another version of the app) must not
// stop the app: it is drawn only if it has the shape this version draws.
const PROMPTS = { choice: "choices", dice: "faces", numbers: "fields", none: null };

const isObj = (v) => Boolean(v) && typeof v === "object" && !Array.isArray(v);
const isMsg = (m) => isObj(m) && typeof m.key === "string";

// Nor one that names a message this version no longer has (a view saved by an older
// release): the player would read ⟦key⟧ until the engine redraws it. `known(key)` answers.
function everyKeyKnown(value, known) {
  if (Array.isArray(value)) return value.every((v) => everyKeyKnown(v, known));
  if (!isObj(value)) return true;
  if (typeof value.key === "string" && !known(value.key)) return false;
  return Object.values(value).every((v) => everyKeyKnown(v, known));
}

export function storedViewIsDrawable(view, known = null) {
  if (known && isObj(view) && !everyKeyKnown(view, known)) return false;
  if (!isObj(view) || typeof view.game !== "string" || !Number.isInteger(view.step)) return false;
  if (view.instruction !== null && view.instruction !== undefined
    && !(isObj(view.instruction) && isMsg(view.instruction.msg))) return false;
  const p = view.prompt;
  if (!isObj(p) || !(p.kind in PROMPTS)) return false;
  const list = PROMPTS[p.kind];
  if (list && !Array.isArray(p[list])) return false;
  if (p.kind === "choice" && !p.choices.every((c) => isObj(c) && isMsg(c.label) && isObj(c.action))) return false;
  if (p.kind === "numbers" && !p.fields.every((f) => isObj(f) && typeof f.id === "string")) return false;
  if (p.kind === "dice" && !(Number.isInteger(p.count) && isObj(p.action))) return false;
  if (view.controls !== undefined && view.controls !== null
    && !(Array.isArray(view.controls) && view.controls.every((g) => isObj(g) && Array.isArray(g.items)))) return false;
  if (view.dice !== undefined && view.dice !== null && !(isObj(view.dice) && Array.isArray(view.dice.dice))) return false;
  if (view.board !== undefined && view.board !== null && !isObj(view.board)) return false;
  if (view.recent !== undefined && !Array.isArray(view.recent)) return false;
  return true;
}
