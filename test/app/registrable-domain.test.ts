import { getDomain as realGetDomain } from 'tldts'
import { describe, expect, it } from 'vitest'
import { getDomain } from '@/app/registrable-domain'

const options = { allowIcannDomains: true, allowPrivateDomains: true }

describe('the public-suffix stand-in of the app build', () => {
  // The hosts the app is served from in dev, tests and plain deployments: the answer the cookie
  // store gets must be the real list's.
  it.each([
    'localhost',
    '127.0.0.1',
    '[::1]',
    '::1',
    'example.com',
    'app.example.com',
    'a.b.example.org',
    'Example.COM',
    'example.com.',
    'intranet',
  ])('answers like tldts for %s', (host) => {
    expect(getDomain(host, options)).toBe(realGetDomain(host, options))
  })

  it('is compared with the real list: vitest does not alias tldts', () => {
    expect(realGetDomain('shop.example.co.uk', options)).toBe('example.co.uk')
  })

  it('keeps the last two labels on a multi-label public suffix (a known, harmless difference)', () => {
    expect(getDomain('shop.example.co.uk')).toBe('co.uk')
  })
})
