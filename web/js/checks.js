// What a file (or a shared link) must be before Python is asked to read it. Pyodide's own
// JSON reader recurses in C: a deeply nested file can crash the interpreter, so nesting,
// size and text are checked here first, and a refused file never reaches the engine.
export const MAX_GAME_BYTES = 2_000_000;
export const MAX_FILE_BYTES = 20_000_000; // "export all games": many games in one file
export const MAX_DEPTH = 40;

// The deepest nesting of [ and { in a JSON text, strings skipped, without recursion.
export function jsonDepth(text) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 91 || c === 123) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 93 || c === 125) {
      depth--;
    }
  }
  return deepest;
}

function wellFormed(s) {
  if (typeof s.isWellFormed === "function") return s.isWellFormed();
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);
}

// True when every string (keys included) in a parsed value is well-formed Unicode.
export function textIsSound(value) {
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (!wellFormed(v)) return false;
    } else if (v && typeof v === "object") {
      for (const [k, item] of Object.entries(v)) {
        if (!wellFormed(k)) return false;
        stack.push(item);
      }
    }
  }
  return true;
}

// Parse a JSON text under the limits: {ok: true, value} or {ok: false, error: key}.
export function parseChecked(text, maxBytes = MAX_GAME_BYTES) {
  if (typeof text !== "string" || text.length > maxBytes) return { ok: false, error: "error.import_too_big" };
  if (jsonDepth(text) > MAX_DEPTH) return { ok: false, error: "error.import_too_deep" };
  let value;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { ok: false, error: "error.import_not_json" };
  }
  if (!textIsSound(value)) return { ok: false, error: "error.import_bad_text" };
  return { ok: true, value };
}
