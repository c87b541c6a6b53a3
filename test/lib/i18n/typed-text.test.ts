import { describe, expect, it } from 'vitest'
import { typedText } from '@/lib/i18n/typed-text'

describe('typedText', () => {
  it('puts dir="auto" on the input element once the field holds text', () => {
    expect(typedText('مرحبا')).toEqual({ input: { dir: 'auto' } })
    expect(typedText('Hello')).toEqual({ input: { dir: 'auto' } })
    expect(typedText(' a ')).toEqual({ input: { dir: 'auto' } })
  })

  it("leaves an empty field in the page's direction (caret and placeholder on the reading side)", () => {
    expect(typedText('')).toBeUndefined()
    expect(typedText('  \n ')).toBeUndefined()
    expect(typedText(undefined)).toBeUndefined()
    expect(typedText(null)).toBeUndefined()
  })
})
