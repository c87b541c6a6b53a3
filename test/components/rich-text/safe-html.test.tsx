import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SafeHtml } from '@/components/rich-text/safe-html'

describe('SafeHtml', () => {
  it('renders the sanitized HTML with the given class', () => {
    const { container } = render(
      <SafeHtml
        html={'<p class="x">Hello <b>you</b></p><script>alert(1)</script>'}
        className="c"
      />,
    )
    const root = container.firstElementChild
    expect(root).toHaveClass('c')
    expect(root?.innerHTML).toBe('<p class="x">Hello <b>you</b></p>')
  })
})
