/**
 * The chat's code (route chunks, the words) loads on first use, which on a busy machine takes
 * longer than the render helper waits for: a chat test file renders the chat once, in its
 * `beforeAll(warmUpChat, 60_000)`, to load it all before its tests. Nothing of that render may
 * outlive it: a request still on its way would meet the next test's fresh database, answer 401,
 * and sign that test out.
 */
import { cleanup, screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { clearSession } from '@/lib/session/session'
import { renderApp } from '../../utils/render'

export async function warmUpChat() {
  const warm = await renderApp('/dashboard/chat', { session: 'admin' }).catch(() => undefined)
  await screen.findByTestId('chat-layout', {}, { timeout: 20_000 })
  if (warm)
    await waitFor(
      () => expect(warm.queryClient.isFetching() + warm.queryClient.isMutating()).toBe(0),
      { timeout: 20_000 },
    )
  cleanup()
  clearSession()
  localStorage.clear()
}
