import { describe, expect, it } from 'vitest'
import {
  emptyProductValues,
  fieldError,
  formValuesToInput,
} from '@/features/ecommerce/product-editor/product-form-values'
import { productInputSchema } from '@/lib/api/schemas/products'

describe('editor values', () => {
  it('turns empty inputs into what the contract expects', () => {
    const input = formValuesToInput({ ...emptyProductValues(), quantity: '', price: '' })
    expect(input.price).toBeUndefined()
    expect(input.quantity).toBeUndefined()
    expect(input.priceSale).toBeNull()
    expect(input.category).toBeUndefined()
  })

  it('produces a valid ProductInput from a filled form', () => {
    const input = formValuesToInput({
      ...emptyProductValues(),
      name: ' Trail Runner ',
      images: ['data:image/png;base64,AAAA'],
      code: 'TR-1',
      sku: 'SKU-1',
      quantity: '12',
      colors: ['#000000'],
      sizes: ['9'],
      gender: ['women'],
      category: 'shoes',
      tags: ['run', 'trail'],
      price: 120,
      priceSale: '99.5',
    })
    const parsed = productInputSchema.parse(input)
    expect(parsed).toMatchObject({
      name: 'Trail Runner',
      quantity: 12,
      price: 120,
      priceSale: 99.5,
    })
  })

  it('finds the message of a field or of one of its items', () => {
    expect(fieldError({ images: 'Add one' }, 'images')).toBe('Add one')
    expect(fieldError({ 'images.2': 'Too large' }, 'images')).toBe('Too large')
    expect(fieldError({ 'imagesX.0': 'no' }, 'images')).toBeUndefined()
  })
})
