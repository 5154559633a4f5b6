// A memory-only IndexedDB with just the calls PyScript's package cache makes at boot
// (open, one object store, get/put/keys/clear). The boot module installs it in the engine's
// worker only where the browser refuses IndexedDB, so Python still starts; the app itself
// tells the player that games will not be kept.
const later = (fn) => setTimeout(fn, 0);

function request(run) {
  const req = { result: undefined, error: null, onsuccess: null, onerror: null };
  later(() => {
    try {
      req.result = run();
      if (req.onsuccess) req.onsuccess({ type: "success", target: req });
    } catch (err) {
      req.error = err;
      if (req.onerror) req.onerror({ type: "error", target: req });
    }
  });
  return req;
}

function store(map) {
  return {
    count: () => request(() => map.size),
    clear: () => request(() => map.clear()),
    delete: (k) => request(() => map.delete(k)),
    get: (k) => request(() => map.get(k)),
    getKey: (k) => request(() => (map.has(k) ? k : undefined)),
    getAllKeys: () => request(() => Array.from(map.keys())),
    put: (v, k) => request(() => { map.set(k, v); return k; }),
  };
}

function database() {
  const stores = new Map();
  return {
    objectStoreNames: { get length() { return stores.size; }, contains: (n) => stores.has(n) },
    createObjectStore(name) { stores.set(name, new Map()); return store(stores.get(name)); },
    transaction(name) { return { objectStore: () => store(stores.get(name)) }; },
    close() {},
  };
}

export function memoryIndexedDB() {
  const databases = new Map();
  return {
    open(name) {
      const req = { result: null, onupgradeneeded: null, onsuccess: null, onerror: null };
      later(() => {
        let db = databases.get(name);
        const fresh = !db;
        if (fresh) { db = database(); databases.set(name, db); }
        req.result = db;
        if (fresh && req.onupgradeneeded) {
          const tx = { oncomplete: null };
          req.onupgradeneeded({ type: "upgradeneeded", target: { result: db, transaction: tx } });
          later(() => {
            if (tx.oncomplete) tx.oncomplete();
            if (req.onsuccess) req.onsuccess({ type: "success", target: req });
          });
        } else if (req.onsuccess) {
          req.onsuccess({ type: "success", target: req });
        }
      });
      return req;
    },
  };
}
