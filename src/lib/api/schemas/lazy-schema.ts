/**
 * A schema built on its first use instead of when its module loads (issue 20).
 *
 * The contract schemas load with the first page, and building ~400 zod schemas at once took about
 * 150 ms of main thread at 4x CPU before the first paint, though that page parses only a few of
 * them. `lazySchema(() => z.object({ ... }))` stands for the schema `make()` returns and builds it
 * when anything first reads it: a parse, a schema that nests it, `z.infer` needs nothing at run
 * time. It behaves as the built schema in every way zod and our code look at one (properties,
 * methods, `instanceof`, spreading, JSON), because every read is passed on to it.
 */
export function lazySchema<T extends object>(make: () => T): T {
  let built: T | undefined
  const schema = () => (built ??= make())
  // The target only satisfies Proxy's checks; every trap answers from the built schema.
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key)
      // A proxy may not report a property as non-configurable unless its target has it so.
      return descriptor && { ...descriptor, configurable: true }
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
  })
}
