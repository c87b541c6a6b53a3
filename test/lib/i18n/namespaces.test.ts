import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_NAMESPACE, NAMESPACES } from '@/lib/i18n/namespaces'

describe('translation namespaces', () => {
  it('the one list names exactly the English bundles', () => {
    const files = readdirSync(join(import.meta.dirname, '../../../src/locales/en'))
      .map((file) => file.replace(/\.json$/, ''))
      .sort()
    expect([...NAMESPACES].sort()).toEqual(files)
    expect(NAMESPACES).toContain(DEFAULT_NAMESPACE)
  })
})
