import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '@/lib/sanitize-html'

describe('sanitizeHtml', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>Title</h2><p><strong>bold</strong> <em>it</em> <u>u</u> <s>s</s></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>' +
      '<p><a href="https://example.com" rel="noopener noreferrer">link</a></p>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it.each([
    ['<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<svg><circle r="1"></circle></svg><p>after</p>', '<p>after</p>'],
    ['<iframe src="https://example.com"></iframe>', ''],
  ])('removes what could run or load: %s', (html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected)
  })
})
