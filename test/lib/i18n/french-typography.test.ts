import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const dir = join(import.meta.dirname, '../../../src/locales/fr')

function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value]
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) yield* strings(child, `${path}.${key}`)
}

const frenchStrings = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => [
    ...strings(JSON.parse(readFileSync(join(dir, file), 'utf8')), file.replace('.json', '')),
  ])

describe('French typography', () => {
  it('puts a non-breaking space before : ; ! ? and inside « »', () => {
    const wrong = frenchStrings.filter(([, text]) => {
      const plain = text.replace(/\{\{[^}]*\}\}/g, 'X').replace(/https?:\/\/\S+/g, '')
      return /[^\u00a0\u202f][:;!?]|«[^\u00a0\u202f]|[^\u00a0\u202f]»/.test(plain)
    })
    expect(wrong).toEqual([])
  })

  it('names the checkout page apart from its payment step', () => {
    const text = Object.fromEntries(frenchStrings)
    expect(text['common.nav.checkout']).toBe('Commande')
    expect(text['ecommerce.checkout.steps.payment']).toBe('Paiement')
    expect(text['common.nav.checkout']).not.toBe(text['ecommerce.checkout.steps.payment'])
  })
})
