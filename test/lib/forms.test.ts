import { describe, expect, it } from 'vitest'
import { changePasswordBodySchema } from '@/lib/api/schemas/account'
import { validateEmail, withConfirmation } from '@/lib/forms'

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

describe('withConfirmation', () => {
  const schema = withConfirmation(changePasswordBodySchema, 'newPassword')
  const issues = (values: object) =>
    schema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message])

  it('accepts the new password typed twice', () => {
    const values = {
      oldPassword: 'demo1234',
      newPassword: 'Str0ng pass!',
      confirmPassword: 'Str0ng pass!',
    }
    expect(schema.safeParse(values).success).toBe(true)
  })

  it('puts a mismatch next to the confirmation', () => {
    const values = {
      oldPassword: 'demo1234',
      newPassword: 'Str0ng pass!',
      confirmPassword: 'Str0ng pass?',
    }
    expect(issues(values)).toEqual([['confirmPassword', 'passwords_mismatch']])
  })

  it('holds the confirmation to the same rules as the password it repeats', () => {
    const values = { oldPassword: 'demo1234', newPassword: 'Str0ng pass!', confirmPassword: '' }
    const found = issues(values) ?? []
    expect(new Set(found.map(([path]) => path))).toEqual(new Set(['confirmPassword']))
    expect(found.map(([, message]) => message)).toContain('password_required')
  })
})
