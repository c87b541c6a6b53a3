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
}

export function mockWorkerChunks(): { plugin: Plugin; groups: Group[] } {
  const closure = new Set<string>()
  const early = new Set<string>()
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
      // What the entry itself imports (the early read of the stored data) has a group of its own,
      // ranked first: in the server's, which captures its importers' imports too, the entry would
      // import the whole chunk and run it before its own first line.
      const entry = staticClosure(ids.find((id) => ENTRY.test(id)))
      early.clear()
      for (const id of entry) if (!ENTRY.test(id)) early.add(id)
      closure.clear()
      for (const id of staticClosure(ids.find((id) => SERVER.test(id))))
        if (!entry.has(id)) closure.add(id)
    },
  }
  return {
    plugin,
    groups: [
      { name: 'api-worker-start', test: (id) => early.has(id), priority: 2 },
      { name: 'api-server', test: (id) => closure.has(id), priority: 1 },
    ],
  }
}
