import { waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { i18n } from '@/lib/i18n/i18n'

/**
 * Waits until the dashboard shell has loaded its idle-time pieces. The chat's live channel
 * (mounted by the dashboard route after the first paint) asks for the `chat` words and, while they
 * load, suspends the shell once: React hides it (display: none) for a moment, and a query by role
 * made then finds nothing. From here on, what is on screen stays on screen.
 */
export async function shellSettled() {
  await waitFor(() => expect(i18n.hasLoadedNamespace('chat')).toBe(true))
  await waitFor(() => expect(document.querySelector('.mantine-AppShell-root')).toBeVisible())
}
