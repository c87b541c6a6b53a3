/**
 * V8's explicit compile hints for the chunks every first visit runs at once (issue 20). V8
 * compiles a script's functions lazily: on the first call, on the page's main thread. A file that
 * starts with the magic comment `//# allFunctionsCalledOnLoad` has all its functions compiled
 * eagerly instead, on a background thread while the file streams in (Chromium 136 and later;
 * other engines read a comment). For the framework (React, the router, i18next, React Query, ky,
 * jotai), Mantine's shared chunk, the app's shared code and the entry, most functions run before
 * the first paint anyway; before this, the main thread spent ~540 ms of the sign-in page's 2.2 s
 * before its first paint compiling functions at their first call, at 4x CPU
 * (docs/decisions/bundle-budget.md, "Stop 47").
 *
 * Only these: hinting every chunk (the mock API's, the routes', libraries of which a page calls a
 * few functions) compiled code that never runs and made the landing page's LCP later, not sooner.
 */
import type { Plugin } from 'vite'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

interface HintedChunk {
  name: string
  isEntry: boolean
}

/** Whether a chunk gets the hint: the entry and the named groups of `vite.config.ts`. */
export function wantsCompileHint(chunk: HintedChunk, groups: readonly string[]): boolean {
  return chunk.isEntry || groups.includes(chunk.name)
}

/** A source map (JSON) for the same code one line further down. */
export function shiftSourceMap(json: string): string {
  const map = JSON.parse(json) as { mappings: string }
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` })
}

/**
 * Puts the hint on the first line of the chosen chunks once they are final (after minifying,
 * which would drop the comment), and moves their source maps down a line to match.
 */
export function compileHints(groups: readonly string[]): Plugin {
  return {
    name: 'tangram:compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own final touches (the entry's preload map is put on its first line).
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !wantsCompileHint(file, groups)) continue
          file.code = COMPILE_HINT + file.code
          // The source map is already its own file of the bundle by now (with --sourcemap).
          const map = bundle[`${file.fileName}.map`]
          if (map?.type === 'asset' && typeof map.source === 'string')
            map.source = shiftSourceMap(map.source)
          else if (file.map) file.map.mappings = `;${file.map.mappings}`
        }
      },
    },
  }
}
