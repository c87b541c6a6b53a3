import { Button, Group, Modal, Text } from '@mantine/core'
import { useBlocker } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

interface UnsavedChangesGuardProps {
  /** Asked at the moment of leaving: are there changes that would be lost? */
  shouldBlock: () => boolean
  /** For the browser's own prompt on reload or tab close, which must be known in advance. */
  dirty: boolean
  /** What would be lost, in the area's words ("Your changes to this product…"). */
  message: string
}

/** Asks before leaving a form with unsaved changes: in the app with a modal, else the browser's prompt. */
export function UnsavedChangesGuard({ shouldBlock, dirty, message }: UnsavedChangesGuardProps) {
  const { t } = useTranslation()
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => current.pathname !== next.pathname && shouldBlock(),
    enableBeforeUnload: dirty,
    withResolver: true,
  })
  const blocked = blocker.status === 'blocked'
  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={t('unsaved.title')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Text size="sm" mb="lg">
        {message}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('unsaved.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  )
}
