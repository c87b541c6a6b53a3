import { Button, Tooltip, VisuallyHidden } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmModal } from '@/components/confirm-modal'
import type { User } from '@/lib/api/schemas/users'
import { notify } from '@/lib/notify'
import { useDeleteUsers } from '../api/mutations'
import type { UserLock } from '../protection'

interface DeleteUserButtonProps {
  user: User
  /** Why the API would refuse (the button stays focusable so the reason can be read). */
  lock: UserLock | null
  onDeleted: () => Promise<void>
  /** The API's refusal, for the form's alert. */
  onFailed: (message: string) => void
}

/** "Delete user", after a confirmation that names the person. */
export function DeleteUserButton({ user, lock, onDeleted, onFailed }: DeleteUserButtonProps) {
  const { t } = useTranslation('users')
  const reasonId = useId()
  const [confirming, setConfirming] = useState(false)
  const remove = useDeleteUsers({
    onSuccess: async () => {
      setConfirming(false)
      notify(t('form.deleted', { name: user.displayName }))
      await onDeleted()
    },
    onError: (error) => {
      setConfirming(false)
      onFailed(error.message)
    },
    meta: { form: true },
  })
  const reason =
    lock === 'demo'
      ? t('form.deleteLockedDemo')
      : lock === 'self'
        ? t('form.deleteLockedSelf')
        : null

  const button = (
    <Button
      color="red"
      variant="light"
      fullWidth
      leftSection={<IconTrash size={18} aria-hidden />}
      // Disabled but focusable: a disabled control cannot show its tooltip to the keyboard.
      data-disabled={reason ? true : undefined}
      aria-disabled={reason ? true : undefined}
      aria-describedby={reason ? reasonId : undefined}
      onClick={() => {
        if (!reason) setConfirming(true)
      }}
    >
      {t('form.delete')}
    </Button>
  )

  return (
    <>
      {reason ? (
        <>
          <Tooltip label={reason} multiline maw={260}>
            {button}
          </Tooltip>
          <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
        </>
      ) : (
        button
      )}
      <ConfirmModal
        opened={confirming}
        title={t('form.deleteTitle', { name: user.displayName })}
        confirmLabel={t('form.delete')}
        onConfirm={() => remove.mutate([user.id])}
        onClose={() => setConfirming(false)}
        pending={remove.isPending}
      >
        {t('form.deleteBody', { name: user.displayName })}
      </ConfirmModal>
    </>
  )
}
