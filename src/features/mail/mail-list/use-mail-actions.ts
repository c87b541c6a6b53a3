import { useTranslation } from 'react-i18next'
import type { MailLabel } from '@/lib/api/schemas/mail'
import { notify } from '@/lib/notify'
import { useDeleteMails, useMoveMails, useSetMailFlag, useSetMailLabels } from '../api/mutations'
import type { MailFlag, MailMove } from '../api/requests'

/** A toast that offers Undo stays long enough to reach the button. */
export const UNDO_TOAST_MS = 5_000

const DONE_FLAG = {
  read: { true: 'unread', false: 'read' },
  star: { true: 'starred', false: 'unstarred' },
} as const

/**
 * What the list does to mails (the bulk bar, the keyboard, a row's toggles), each saying what
 * happened in a toast; moves to the trash or to spam offer Undo (back where they were).
 */
export function useMailActions() {
  const { t } = useTranslation('mail')
  const setFlag = useSetMailFlag()
  const setLabels = useSetMailLabels()
  const moveMails = useMoveMails()
  const deleteMails = useDeleteMails()

  const restore = (mailIds: string[]) =>
    moveMails.mutate(
      { move: 'restore', mailIds },
      { onSuccess: () => notify(t('bulk.done.restored', { count: mailIds.length })) },
    )

  return {
    pending:
      setFlag.isPending || setLabels.isPending || moveMails.isPending || deleteMails.isPending,

    /** `value` is the field's new value (`isUnread`, `isStarred`, `isImportant`). */
    flag(flag: MailFlag, mailIds: string[], value: boolean, { quiet = false } = {}) {
      setFlag.mutate(
        { flag, mailIds, value },
        {
          onSuccess: () => {
            if (quiet || flag === 'important') return
            const key = DONE_FLAG[flag][value ? 'true' : 'false']
            notify(t(`bulk.done.${key}`, { count: mailIds.length }))
          },
        },
      )
    },

    label(label: MailLabel, mailIds: string[], add: boolean) {
      setLabels.mutate(add ? { mailIds, add: [label.id] } : { mailIds, remove: [label.id] }, {
        onSuccess: () =>
          notify(
            t(add ? 'bulk.done.labelAdded' : 'bulk.done.labelRemoved', {
              count: mailIds.length,
              name: label.name,
            }),
          ),
      })
    },

    /** To the trash or to spam, with Undo; `restore` takes mails out of either. */
    move(move: MailMove, mailIds: string[], { onDone }: { onDone?: () => void } = {}) {
      if (move === 'restore') return restore(mailIds)
      moveMails.mutate(
        { move, mailIds },
        {
          onSuccess: () => {
            onDone?.()
            notify(
              t(move === 'trash' ? 'bulk.done.trashed' : 'bulk.done.spam', {
                count: mailIds.length,
              }),
              {
                autoClose: UNDO_TOAST_MS,
                action: { label: t('bulk.undo'), onClick: () => restore(mailIds) },
              },
            )
          },
        },
      )
    },

    /** Forever (the trash, or discarding drafts). */
    remove(
      mailIds: string[],
      { drafts = false, onDone }: { drafts?: boolean; onDone?: () => void },
    ) {
      deleteMails.mutate(mailIds, {
        onSuccess: () => {
          onDone?.()
          notify(t(drafts ? 'bulk.done.discarded' : 'bulk.done.deleted', { count: mailIds.length }))
        },
      })
    },
  }
}
