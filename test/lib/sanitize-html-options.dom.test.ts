import { describe, expect, it } from 'vitest'
import { sanitizeHtmlWith } from '@/lib/sanitize-html'

describe('sanitizeHtmlWith', () => {
  it('still removes what could run', () => {
    const { html } = sanitizeHtmlWith(
      '<p>hi</p><script>alert(1)</script><img src="data:image/png;base64,AA" onerror="alert(1)">',
      { linksInNewTab: true, blockRemoteImages: true },
    )
    expect(html).toBe('<p>hi</p><img src="data:image/png;base64,AA">')
  })

  it('opens links in a new tab that cannot reach back to the app', () => {
    const { html } = sanitizeHtmlWith('<a href="https://example.com">x</a><a name="top">y</a>', {
      linksInNewTab: true,
    })
    expect(html).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a><a name="top">y</a>',
    )
  })

  it.each([
    ['<p><img src="https://tracker.example/p.gif" alt="Logo">after</p>', '<p>[Logo]after</p>'],
    ['<p><img src="//cdn.example/p.gif"></p>', '<p></p>'],
    ['<p><img src="/a.png" srcset="https://x.example/a.png 2x"></p>', '<p></p>'],
    [
      '<table background="https://x.example/b.png"><tbody><tr><td>a</td></tr></tbody></table>',
      '<table><tbody><tr><td>a</td></tr></tbody></table>',
    ],
    ['<p style="background: url(https://x.example/b.png)">a</p>', '<p>a</p>'],
  ])('holds back remote pictures: %s', (input, expected) => {
    const result = sanitizeHtmlWith(input, { blockRemoteImages: true })
    expect(result.html).toBe(expected)
    expect(result.blockedImages).toBe(1)
  })

  it('keeps embedded and local pictures, and remote ones unless asked', () => {
    const local = '<img src="data:image/png;base64,AA"><img src="/api/images/a.svg">'
    expect(sanitizeHtmlWith(local, { blockRemoteImages: true })).toEqual({
      html: local,
      blockedImages: 0,
    })
    const remote = '<img src="https://x.example/a.png">'
    expect(sanitizeHtmlWith(remote, {}).html).toBe(remote)
  })
})
