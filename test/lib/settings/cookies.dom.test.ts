import { describe, expect, it } from 'vitest'
import {
  buildCookie,
  buildCookieRemoval,
  parseCookies,
  readCookie,
  removeCookie,
  writeCookie,
} from '@/lib/settings/cookies'

describe('cookies', () => {
  it('parses a cookie header', () => {
    expect(parseCookies('a=1; themeMode=dark;  b=x%20y')).toEqual({
      a: '1',
      themeMode: 'dark',
      b: 'x y',
    })
    expect(parseCookies('')).toEqual({})
    expect(parseCookies('broken; ok=1')).toEqual({ ok: '1' })
  })

  it('builds a cookie that lasts 3 days on path /', () => {
    expect(buildCookie('themeMode', 'dark', { maxAgeSeconds: 259_200, path: '/' })).toBe(
      'themeMode=dark; Max-Age=259200; Path=/; SameSite=Lax',
    )
    expect(buildCookieRemoval('themeMode', '/')).toBe('themeMode=; Max-Age=0; Path=/; SameSite=Lax')
  })

  it('writes, reads and removes a cookie in the document', () => {
    writeCookie('themeLayout', 'mini', { maxAgeSeconds: 60, path: '/' })
    expect(readCookie('themeLayout')).toBe('mini')
    removeCookie('themeLayout', '/')
    expect(readCookie('themeLayout')).toBeUndefined()
  })
})
