import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const routesDir = join(import.meta.dirname, '../../../src/routes')

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('routes whose loader only loads translations', () => {
  it('keep that loader in the route tree instead of a chunk of its own', () => {
    const namespaceOnly = routeFiles(routesDir).filter((file) =>
      readFileSync(file, 'utf8').includes('loader: loadRouteNamespaces,'),
    )
    expect(namespaceOnly.length).toBeGreaterThan(0)
    const split = namespaceOnly
      .filter(
        (file) => !readFileSync(file, 'utf8').includes("codeSplitGroupings: [['component']],"),
      )
      .map((file) => relative(routesDir, file))
    expect(split).toEqual([])
  })
})
