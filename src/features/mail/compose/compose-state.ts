/**
 * How any part of the mailbox opens compose (the sidebar's button, `c`, reply / forward in the
 * reading pane, a draft in the list): it sets a request; the one compose window (mail-compose.tsx,
 * mounted once by the page) reads it and opens, minimises or asks before replacing unsaved text.
 */
import type { Mail, RecipientInput } from '@/lib/api/schemas/mail'
import { atom, useSetAtom } from 'jotai'
import { useCallback } from 'react'

export type ComposeMode = 'new' | 'reply' | 'replyAll' | 'forward' | 'draft'

export interface ComposeRequest {
  mode: ComposeMode
  /** The mail answered or forwarded, or the draft to continue. */
  mail?: Mail
  /** Recipients to start with (a "write to" link). */
  to?: RecipientInput[]
  /** Distinguishes two requests for the same mail (opening it twice reopens it). */
  at: number
}

export const composeRequestAtom = atom<ComposeRequest | null>(null)

export function useOpenCompose() {
  const setRequest = useSetAtom(composeRequestAtom)
  return useCallback(
    (request: Omit<ComposeRequest, 'at'> = { mode: 'new' }) =>
      setRequest({ ...request, at: Date.now() }),
    [setRequest],
  )
}
