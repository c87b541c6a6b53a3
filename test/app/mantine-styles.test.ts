import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { mantineStyles, mantineStylesheetOf } from '../../scripts/vite/mantine-styles'

const coreDir = fileURLToPath(new URL('../../node_modules/@mantine/core', import.meta.url))

function classNamesModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return classNamesModules(path)
    return entry.name.endsWith('.module.mjs') ? [path] : []
  })
}

/** The plugin's transform, as the build (or the dev server) calls it. */
function transformOf(command: 'build' | 'serve') {
  const plugin = mantineStyles() as Plugin & {
    configResolved: (config: { command: string; mode: string }) => void
    transform: (code: string, id: string) => { code: string } | null
  }
  plugin.configResolved({ command, mode: command === 'build' ? 'production' : 'development' })
  return (code: string, id: string) => plugin.transform(code, id)?.code ?? null
}

describe('Mantine styles per component', () => {
  it('finds a stylesheet for every class-names module of @mantine/core', () => {
    const modules = classNamesModules(join(coreDir, 'esm'))
    // About a hundred components: an empty list would make the check below pass for nothing.
    expect(modules.length).toBeGreaterThan(80)
    const missing = modules.filter((id) => {
      const sheet = mantineStylesheetOf(id)
      return !sheet || !existsSync(join(coreDir, sheet.replace('@mantine/core/', '')))
    })
    expect(missing).toEqual([])
  })

  it('adds no stylesheet to other modules', () => {
    expect(mantineStylesheetOf(join(coreDir, 'esm/components/Button/Button.mjs'))).toBeNull()
    expect(mantineStylesheetOf('/app/src/features/kanban/board.module.css')).toBeNull()
  })

  it('imports the stylesheet after the module’s code, keeping its "use client" first', () => {
    const id = join(coreDir, 'esm/components/Button/Button.module.mjs')
    const code = transformOf('build')(
      '"use client";\nvar classes = {};\nexport default classes;',
      id,
    )
    expect(code?.startsWith('"use client";')).toBe(true)
    expect(code).toContain('import "@mantine/core/styles/Button.layer.css";')
  })

  it('gives the dev server the whole stylesheet once, in the global styles', () => {
    const transform = transformOf('serve')
    expect(transform('export {}', '/app/src/app/styles.ts')).toContain(
      "import '@mantine/core/styles.layer.css'",
    )
    // Pre-bundled in dev, so a component module is left alone there.
    expect(transform('var c = {}', join(coreDir, 'esm/components/Button/Button.module.mjs'))).toBe(
      null,
    )
  })
})
