/**
 * The mock API worker's chunks (mocks/worker/api-worker.ts): what its server module loads at once
 * comes as one chunk, not as the fifteen shared pieces Rolldown splits it into by default. Those
 * went out beside the page's route chunks on a signed-in start and took the browser's six
 * connections to the server from them (the first paint came later). The areas' handlers, loaded
 * on their first call, stay chunks of their own, apart from the modules the server already has.
 *
 * The group's test needs the server's static closure, known once the module graph is built:
 * `buildEnd` walks it from the server module, before Rolldown makes the chunks.
 */
import type { Plugin } from 'vite'

const SERVER = /[\\/]mocks[\\/]worker[\\/]api-server\.ts(?:\?|$)/
const ENTRY = /[\\/]mocks[\\/]worker[\\/]api-worker\.ts(?:\?|$)/

interface Group {
  name: string
  test: (id: string) => boolean
  priority: number
  includeDependenciesRecursively?: boolean
}

export function mockWorkerChunks(): { plugin: Plugin; groups: Group[] } {
  const closure = new Set<string>()
  const plugin: Plugin = {
    name: 'mock-worker-chunks',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const staticClosure = (start: string | undefined) => {
        const found = new Set<string>()
        const queue = start ? [start] : []
        while (queue.length > 0) {
          const id = queue.pop()!
          if (found.has(id)) continue
          found.add(id)
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
        return found
      }
      // What the entry itself imports (the early read of the stored data) stays in the entry: the
      // server's chunk imports it from there. Captured by the server's group, the entry would
      // import the whole chunk and run it before its own first line; in a group of its own it
      // was one more request before the server's (issue 20).
      const entry = staticClosure(ids.find((id) => ENTRY.test(id)))
      closure.clear()
      for (const id of staticClosure(ids.find((id) => SERVER.test(id))))
        if (!entry.has(id)) closure.add(id)
    },
  }
  return {
    plugin,
    groups: [
      {
        name: 'api-server',
        test: (id) => closure.has(id),
        priority: 1,
        // The closure is complete without it, and with it the group took the entry's own
        // imports, which the server's modules import too.
        includeDependenciesRecursively: false,
      },
    ],
  }
}
