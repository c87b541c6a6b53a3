import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../utils/render'

describe('kanban board: quick add', () => {
  it('scrolls the added card into view at the end of its column', async () => {
    const scrolled: Element[] = []
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      scrolled.push(this)
    })
    const { user } = await renderApp('/dashboard/kanban', { session: 'admin' })
    const todo = await screen.findByRole('group', { name: 'To do' })
    await user.type(
      within(todo).getByRole('textbox', { name: 'New card title in To do' }),
      'Write the release notes{Enter}',
    )
    const added = await within(todo).findByText('Write the release notes')
    const items = within(todo).getAllByRole('listitem')
    expect(items.at(-1)).toContainElement(added)
    await waitFor(() => expect(scrolled.some((node) => node.contains(added))).toBe(true))
  })
})
