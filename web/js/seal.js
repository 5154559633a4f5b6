// A saved game's seal: the SHA-256 of its record as JSON, kept in the record itself
// (`sum`, its last key), so either copy of a game (IndexedDB, the private file system)
// can be checked on its own: a record whose seal does not match was damaged after it was
// written. The browser's own digest (crypto.subtle) does the work; where the page is not
// a secure context it has none, records are kept unsealed and count as unchecked (such a
// page has no private file system either, so no second copy to repair from). The mirror's
// worker checks copies the same way (mirror-worker.js, which cannot import this module).
const subtle = globalThis.crypto && globalThis.crypto.subtle;

export function canSeal() {
  return Boolean(subtle);
}

async function digest(text) {
  const bytes = new Uint8Array(await subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function unsealed(record) {
  const rest = { ...record };
  delete rest.sum;
  return rest;
}

// {record: the record with its seal, text: that record as JSON} (the text is what the
// second copy stores: made once here rather than again by the mirror).
export async function seal(record) {
  const rest = unsealed(record);
  const body = JSON.stringify(rest);
  if (!subtle) return { record: rest, text: body };
  const sum = await digest(body);
  return { record: { ...rest, sum }, text: `${body.slice(0, -1)}${body.length > 2 ? "," : ""}"sum":"${sum}"}` };
}

// true (sealed and intact), false (sealed and damaged), null (unsealed, or no digest here).
export async function intact(record) {
  if (!record || typeof record !== "object" || typeof record.sum !== "string") return null;
  if (!subtle) return null;
  return (await digest(JSON.stringify(unsealed(record)))) === record.sum;
}
