/**
 * The one compose window of the mailbox, opened by `useOpenCompose()` (compose-state.ts). The
 * window's code (and the editor in it) loads the first time compose opens. It lives here, always
 * mounted, so the "Message sent" toast's Undo keeps working after the window has closed.
 */
import { useAtom } from 'jotai'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { Mail } from '@/lib/api/schemas/mail'
import { dismiss, notify } from '@/lib/notify'
import { useUndoSend } from '../api/mutations'
import { composeRequestAtom, useOpenCompose } from './compose-state'

const ComposeWindow = lazy(() =>
  import('./compose-window').then((module) => ({ default: module.ComposeWindow })),
)

export function MailCompose() {
  const { t } = useTranslation('mail')
  const [request, setRequest] = useAtom(composeRequestAtom)
  const openCompose = useOpenCompose()
  // Taken back, the mail is a draft again: compose reopens on it.
  const undoSend = useUndoSend({
    onSuccess: ({ mail }) => openCompose({ mode: 'draft', mail }),
  })

  const sent = (mail: Mail) => {
    setRequest(null)
    const message = t('compose.sent')
    // A second send within the undo window gets its own toast (and its own Undo).
    dismiss(message)
    const left = mail.sendingUntil ? Date.parse(mail.sendingUntil) - Date.now() : 0
    notify(message, {
      autoClose: Math.max(left, 1000),
      ...(left > 0
        ? { action: { label: t('compose.undo'), onClick: () => undoSend.mutate(mail.id) } }
        : {}),
    })
  }

  if (!request) return null
  return (
    <Suspense fallback={null}>
      <ComposeWindow
        key={request.at}
        request={request}
        onClosed={() => setRequest(null)}
        onSent={sent}
      />
    </Suspense>
  )
}
