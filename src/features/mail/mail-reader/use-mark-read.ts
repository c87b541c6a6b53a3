import { useEffect, useRef } from 'react'
import type { Mail } from '@/lib/api/schemas/mail'
import { useSetMailFlag } from '../api/mutations'

/**
 * Opening an unread mail marks it read, once per opening: after "mark unread" the same reader
 * must not read it again behind the user's back (the toolbar also closes it then).
 */
export function useMarkRead(mail: Mail | undefined) {
  const { mutate } = useSetMailFlag()
  const marked = useRef<string | null>(null)
  useEffect(() => {
    if (!mail?.isUnread || marked.current === mail.id) return
    marked.current = mail.id
    mutate({ flag: 'read', mailIds: [mail.id], value: false })
  }, [mail, mutate])
}
