/**
 * The dom project shares one module graph per worker (vite.config.ts); a file that replaces or
 * reloads modules must run in the dom-isolated project instead, or its replacement leaks into
 * the files after it. This keeps the ISOLATED list complete.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'e2e' ? [] : testFiles(path)
    return /\.(test\.tsx|dom\.test\.ts)$/.test(entry.name) ? [path] : []
  })
}

const isolated = () => {
  const config = readFileSync(join(root, 'vite.config.ts'), 'utf8')
  const list = /const ISOLATED = \[([^\]]*)\]/.exec(config)?.[1] ?? ''
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1])
}

describe('vitest projects', () => {
  it('runs every component test that mocks or reloads modules in its own module graph', () => {
    const needing = testFiles(join(root, 'test'))
      .filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file))
    expect(needing.length).toBeGreaterThan(0)
    expect(isolated().toSorted()).toEqual(needing.toSorted())
  })
})
