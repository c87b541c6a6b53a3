import { describe, expect, it } from 'vitest'
import { validateEmail } from '@/lib/validation'

describe('validateEmail', () => {
  it.each([
    ['', 'validation.emailRequired'],
    ['   ', 'validation.emailRequired'],
    ['demo', 'validation.emailInvalid'],
    ['demo@example', 'validation.emailInvalid'],
    ['de mo@example.com', 'validation.emailInvalid'],
    ['demo@example.com', null],
    [' demo@example.com ', null],
  ])('%j -> %s', (value, expected) => {
    expect(validateEmail(value)).toBe(expected)
  })
})
