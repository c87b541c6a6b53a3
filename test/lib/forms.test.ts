import { describe, expect, it } from 'vitest'
import { validateEmail } from '@/lib/forms'

describe('validateEmail', () => {
  it.each([
    ['', 'validation.email_required'],
    ['   ', 'validation.email_required'],
    ['demo', 'validation.email_invalid'],
    ['demo@example', 'validation.email_invalid'],
    ['de mo@example.com', 'validation.email_invalid'],
    ['demo@example.com', null],
    [' demo@example.com ', null],
  ])('%j -> %s', (value, expected) => {
    expect(validateEmail(value)).toBe(expected)
  })
})
