import { describe, expect, it } from 'vitest'
import { sanitizeReturnTo } from '@/lib/session/return-to'

describe('sanitizeReturnTo (no open redirect)', () => {
  const fallback = '/dashboard/blank'

  it.each([
    ['/dashboard/user/account?tab=security', '/dashboard/user/account?tab=security'],
    ['/dashboard/blank#top', '/dashboard/blank#top'],
    ['/dashboard/../403', '/403'],
  ])('keeps the in-app path %s', (value, expected) => {
    expect(sanitizeReturnTo(value, fallback)).toBe(expected)
  })

  it.each([
    'https://evil.example.com/',
    '//evil.example.com',
    '/\\evil.example.com',
    'javascript:alert(1)',
    'dashboard/blank',
    '/dash\nboard',
    '/auth/login',
    '',
    undefined,
    42,
  ])('falls back for %j', (value) => {
    expect(sanitizeReturnTo(value, fallback)).toBe(fallback)
  })
})
