import { describe, expect, it } from 'vitest'
import { passwordStrength } from '@/lib/password-strength'

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['Abcdefg1!', 4],
    ['abcdefgh', 1],
    ['abcdefgh1', 2],
    ['Abcdefgh1', 3],
  ])('%j scores %i', (password, score) => {
    expect(passwordStrength(password).score).toBe(score)
  })

  it('suggests what is missing, length first', () => {
    expect(passwordStrength('ab').missing[0]).toBe('length')
    expect(passwordStrength('abcdefgh').missing).toEqual(['uppercase', 'digit', 'symbol'])
  })
})
