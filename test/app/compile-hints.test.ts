import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import {
  COMPILE_HINT,
  compileHints,
  shiftSourceMap,
  wantsCompileHint,
} from '../../scripts/vite/compile-hints'

interface FakeChunk {
  type: 'chunk'
  name: string
  isEntry: boolean
  fileName: string
  code: string
  map: { mappings: string } | null
}
interface FakeAsset {
  type: 'asset'
  fileName: string
  source: string
}

const chunk = (name: string, isEntry = false, map: FakeChunk['map'] = null): FakeChunk => ({
  type: 'chunk',
  name,
  isEntry,
  fileName: `assets/${name}-abcdefgh.js`,
  code: `import"./x.js";console.log(${JSON.stringify(name)})`,
  map,
})

/** The plugin's generateBundle, as the build calls it once the chunks are final. */
function runPlugin(bundle: Record<string, FakeChunk | FakeAsset>, groups = ['framework']) {
  const plugin = compileHints(groups) as Plugin & {
    generateBundle: { order: string; handler: (options: unknown, bundle: unknown) => void }
  }
  expect(plugin.generateBundle.order).toBe('post')
  plugin.generateBundle.handler({}, bundle)
}

describe('compile hints', () => {
  it('hints the entry and the named groups only', () => {
    expect(wantsCompileHint({ name: 'index', isEntry: true }, ['framework'])).toBe(true)
    expect(wantsCompileHint({ name: 'framework', isEntry: false }, ['framework'])).toBe(true)
    expect(wantsCompileHint({ name: 'mantine-extras', isEntry: false }, ['mantine'])).toBe(false)
    expect(wantsCompileHint({ name: 'start-mock-api', isEntry: false }, ['framework'])).toBe(false)
  })

  it("puts the hint on the chosen chunks' first line and leaves the others as they were", () => {
    const entry = chunk('index', true)
    const framework = chunk('framework')
    const route = chunk('route')
    const before = route.code
    runPlugin({ [entry.fileName]: entry, [framework.fileName]: framework, [route.fileName]: route })
    expect(entry.code.startsWith(COMPILE_HINT)).toBe(true)
    expect(framework.code).toBe(`${COMPILE_HINT}import"./x.js";console.log("framework")`)
    expect(route.code).toBe(before)
    // V8 reads the magic comment on the first line only.
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
  })

  it('moves the source map a line down, in its own file or on the chunk', () => {
    const withAsset = chunk('framework', false, { mappings: 'AAAA,CAAC' })
    const asset: FakeAsset = {
      type: 'asset',
      fileName: `${withAsset.fileName}.map`,
      source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA,CAAC' }),
    }
    runPlugin({ [withAsset.fileName]: withAsset, [asset.fileName]: asset })
    expect(JSON.parse(asset.source)).toEqual({
      version: 3,
      sources: ['a.ts'],
      mappings: ';AAAA,CAAC',
    })
    // Shifted once: the map file is what the build writes.
    expect(withAsset.map?.mappings).toBe('AAAA,CAAC')

    const inline = chunk('index', true, { mappings: 'AAAA' })
    runPlugin({ [inline.fileName]: inline })
    expect(inline.map?.mappings).toBe(';AAAA')
  })

  it('shifts a map that already starts with empty lines', () => {
    expect(JSON.parse(shiftSourceMap('{"mappings":";;AAAA"}'))).toEqual({ mappings: ';;;AAAA' })
  })
})
