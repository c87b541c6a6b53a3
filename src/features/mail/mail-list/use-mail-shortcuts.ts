import { useEffect, useRef } from 'react'

export type MailShortcut =
  'next' | 'previous' | 'open' | 'trash' | 'star' | 'compose' | 'search' | 'help' | 'back'

/** The keys, in the order the help dialog lists them. */
export const MAIL_SHORTCUTS: ReadonlyArray<{ action: MailShortcut; keys: string[] }> = [
  { action: 'next', keys: ['j'] },
  { action: 'previous', keys: ['k'] },
  { action: 'open', keys: ['o', 'Enter'] },
  { action: 'back', keys: ['u'] },
  { action: 'trash', keys: ['e'] },
  { action: 'star', keys: ['s'] },
  { action: 'compose', keys: ['c'] },
  { action: 'search', keys: ['/'] },
  { action: 'help', keys: ['?'] },
]

const BY_KEY = new Map(
  MAIL_SHORTCUTS.flatMap(({ action, keys }) => keys.map((key) => [key, action] as const)),
)

/** Keys typed into a field, an editor or a menu belong to it, not to the mailbox. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  return Boolean(
    target.closest(
      'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"], [role="menu"], [role="listbox"]',
    ),
  )
}

/** Which shortcut a key press is, or null when it belongs to something else. */
export function shortcutOf(event: KeyboardEvent): MailShortcut | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null
  if (isTypingTarget(event.target)) return null
  // A dialog (the help, a confirm, a drawer on a phone) owns the keyboard while it is open.
  if (document.querySelector('[role="dialog"][aria-modal="true"]')) return null
  const action = BY_KEY.get(event.key)
  if (!action) return null
  // Enter on a button or a link is that control's own click.
  if (event.key === 'Enter' && event.target instanceof Element && event.target.closest('button, a'))
    return null
  return action
}

/**
 * The mailbox's Gmail-like keys (j/k, o/Enter, u, e, s, c, /, ?), mounted by the list. The
 * handlers may change on every render; the listener is added once.
 */
export function useMailShortcuts(handlers: Record<MailShortcut, () => void>) {
  const current = useRef(handlers)
  useEffect(() => {
    current.current = handlers
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutOf(event)
      if (!action) return
      event.preventDefault()
      current.current[action]()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}
