// New games' ids and seeds, and the player's preferences (language, theme, the last export),
// which stay in localStorage (in memory where the browser refuses it).
export function newId() {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function randomSeed() {
  // Six digits are easy to read aloud and type back.
  const bytes = new Uint32Array(1);
  crypto.getRandomValues(bytes);
  return String(bytes[0] % 1_000_000).padStart(6, "0");
}

const prefsInMemory = new Map();

export function getPref(name, fallback) {
  try {
    const v = window.localStorage.getItem("solobots:pref:" + name);
    return v === null ? fallback : JSON.parse(v);
  } catch (err) {
    return prefsInMemory.has(name) ? prefsInMemory.get(name) : fallback;
  }
}

export function setPref(name, value) {
  try {
    window.localStorage.setItem("solobots:pref:" + name, JSON.stringify(value));
  } catch (err) {
    prefsInMemory.set(name, value);
  }
}
