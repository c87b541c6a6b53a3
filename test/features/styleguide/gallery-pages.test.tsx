/** /components and /components/$name: every entry listed and linked, one page's demo, unknown names. */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GALLERY } from '@/features/styleguide/gallery'
import en from '@/locales/en/styleguide.json'
import { renderApp } from '../../utils/render'

describe('components gallery', () => {
  it('lists every building block, grouped, each linking to its page', async () => {
    await renderApp('/components')
    expect(await screen.findByRole('heading', { level: 1, name: 'Components' })).toBeInTheDocument()
    expect(document.title).toBe('Components | Tangram')
    for (const entry of GALLERY) {
      const section = screen.getByTestId(`gallery-${entry.category}`)
      const link = within(section).getByRole('link', { name: en.entries[entry.name].title })
      expect(link).toHaveAttribute('href', `/components/${entry.name}`)
    }
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(GALLERY.length)
  })

  it('opens a card’s page: its demo, the usage snippet and the title', async () => {
    const { user, router } = await renderApp('/components')
    await user.click(await screen.findByRole('link', { name: 'Buttons' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Buttons' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/components/buttons')
    const frame = screen.getByTestId('preview-frame')
    expect(await within(frame).findByRole('button', { name: 'Inverse' })).toBeInTheDocument()
    expect(within(frame).getByRole('button', { name: 'Edit' })).toBeInTheDocument()
    expect(await screen.findByTestId('usage-code')).toHaveTextContent("from '@/components/link'")
    expect(document.title).toBe('Buttons | Tangram')
  })

  it('turns the preview frame right to left and the whole page dark from its toolbar', async () => {
    const { user } = await renderApp('/components/badges')
    const frame = await screen.findByTestId('preview-frame')
    expect(frame).toHaveAttribute('dir', 'ltr')
    await user.click(screen.getByRole('radio', { name: 'Right to left' }))
    expect(screen.getByTestId('preview-frame')).toHaveAttribute('dir', 'rtl')
    // The page around the frame keeps its direction.
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
    await user.click(screen.getByRole('radio', { name: 'Dark' }))
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark')
    expect(document.cookie).toContain('themeMode=dark')
  })

  it('says so for an unknown name and leads back to the gallery', async () => {
    await renderApp('/components/no-such-thing')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Component not found' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/no component called “no-such-thing”/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See all components' })).toHaveAttribute(
      'href',
      '/components',
    )
    expect(document.title).toBe('Component not found | Tangram')
  })
})
