import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  notify,
  notificationKey,
  TOAST_AUTO_CLOSE_MS,
  TOAST_LIMIT,
  TOAST_POSITION,
} from '@/lib/notify'
import { renderApp } from '../utils/render'

describe('notify', () => {
  it('uses the spec constants: 5 visible, 3000 ms, top-right', () => {
    expect(TOAST_LIMIT).toBe(5)
    expect(TOAST_AUTO_CLOSE_MS).toBe(3000)
    expect(TOAST_POSITION).toBe('top-right')
  })

  it('shows a success toast by default', async () => {
    await renderApp('/dashboard/blank', { session: 'admin' })
    act(() => void notify('Saved'))
    const toast = await screen.findByRole('status')
    expect(toast).toHaveTextContent('Saved')
    expect(toast).toHaveAttribute('data-variant', 'success')
  })

  it('shows the same message once and at most 5 at a time', async () => {
    await renderApp('/dashboard/blank', { session: 'admin' })
    act(() => {
      notify('Same message')
      notify('Same message')
      for (let n = 1; n <= 7; n += 1) notify(`Message ${n}`, { variant: 'info' })
    })
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(TOAST_LIMIT))
    expect(screen.getAllByText('Same message')).toHaveLength(1)
  })

  it('keys duplicates by message and variant', () => {
    expect(notificationKey('x', 'error')).not.toBe(notificationKey('x', 'success'))
  })
})
