import { describe, expect, it } from 'vitest'
import { shareTargets } from '@/features/blog/share'

describe('share targets', () => {
  const address = 'https://tangram.example/dashboard/blog/post/%E5%8D%9A%E5%AE%A2-1'
  const links = Object.fromEntries(
    shareTargets(address, 'Tips & tricks: “fast”').map(({ target, url }) => [target, url]),
  )

  it('are plain links to each network, carrying the address encoded', () => {
    expect(Object.keys(links)).toEqual(['x', 'facebook', 'linkedin', 'email'])
    for (const url of Object.values(links)) expect(url).toContain(encodeURIComponent(address))
    expect(new URL(links.x!).host).toBe('x.com')
    expect(new URL(links.facebook!).host).toBe('www.facebook.com')
    expect(new URL(links.linkedin!).host).toBe('www.linkedin.com')
  })

  it('keep the title in one parameter, whatever it holds', () => {
    expect(new URL(links.x!).searchParams.get('text')).toBe('Tips & tricks: “fast”')
    expect(links.email).toMatch(/^mailto:\?subject=Tips%20%26%20tricks/)
  })
})
