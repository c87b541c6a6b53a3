/**
 * What msw expects of a browser and a worker lacks, set before msw's modules run (api-worker.ts
 * imports this first). msw's cookie store, made when its module is evaluated, requires
 * `localStorage` (to keep the cookies mocked responses set); a worker has none. The mock API sets
 * no cookies (its tokens are Bearer headers), so a store that lives as long as the worker is
 * enough.
 */
if (typeof globalThis.localStorage === 'undefined') {
  const items = new Map<string, string>()
  const storage: Storage = {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true })
}
