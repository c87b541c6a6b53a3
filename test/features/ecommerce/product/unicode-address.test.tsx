/** Products named in any script get an address of their own letters, percent-encoded in links. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { productSlug } from '@/lib/api/schemas/products'
import { given } from '../../../mocks/given'
import { renderApp } from '../../../utils/render'

describe('a product named in Chinese or Arabic', () => {
  it('is linked from the list with its encoded address, and the link opens its page', async () => {
    const product = await given.product({ name: '运动鞋 Pro' })
    expect(product.slug).toBe('运动鞋-pro')
    const { user, router } = await renderApp('/dashboard/e-commerce/list', { session: 'admin' })
    await waitFor(() => expect(screen.queryAllByTestId('product-skeleton-row')).toHaveLength(0))
    const link = within(screen.getByTestId('product-table')).getByRole('link', {
      name: '运动鞋 Pro',
    })
    expect(link).toHaveAttribute(
      'href',
      `/dashboard/e-commerce/product/${encodeURIComponent('运动鞋-pro')}`,
    )
    await user.click(link)
    // The product page's code loads on the first visit: more than a second when busy.
    expect(await screen.findByRole('heading', { level: 1, name: '运动鞋 Pro' })).toBeInTheDocument()
    const { params } = router.state.matches.at(-1)!
    expect(params).toEqual({ name: '运动鞋-pro' })
  })

  it.each([
    ['encoded', encodeURIComponent],
    ['as typed', (slug: string) => slug],
  ])('opens from an address typed in Arabic (%s)', async (_how, write) => {
    const name = 'حذاء رياضي'
    await given.product({ name })
    const slug = productSlug(name)
    expect(slug).toBe('حذاء-رياضي')
    await renderApp(`/dashboard/e-commerce/product/${write(slug)}`, { session: 'admin' })
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument()
  })
})
