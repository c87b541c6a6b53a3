import { Button, Drawer, Group, Modal, Stack, Text, TextInput, useDirection } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import { ConfirmModal } from '@/components/confirm-modal'
import { notify } from '@/lib/notify'
import { DemoSection, DemoStack } from './demo-section'

export default function DialogsDemo() {
  const { t } = useTranslation('styleguide')
  const { t: tc } = useTranslation()
  const [confirm, confirmHandlers] = useDisclosure(false)
  const [modal, modalHandlers] = useDisclosure(false)
  const [drawer, drawerHandlers] = useDisclosure(false)
  // Drawer positions are physical: the end of the line is the left side in Arabic.
  const { dir } = useDirection()
  return (
    <DemoStack>
      <DemoSection title={t('dialogs.confirm')} hint={t('dialogs.confirmHint')}>
        <Group>
          <Button color="red" variant="light" onClick={confirmHandlers.open}>
            {t('dialogs.deleteInvoice')}
          </Button>
        </Group>
        <ConfirmModal
          opened={confirm}
          title={t('dialogs.confirmTitle')}
          confirmLabel={t('dialogs.deleteInvoice')}
          onConfirm={() => {
            confirmHandlers.close()
            notify(t('dialogs.deleted'))
          }}
          onClose={confirmHandlers.close}
        >
          {t('dialogs.confirmText')}
        </ConfirmModal>
      </DemoSection>
      <DemoSection title={t('dialogs.modal')} hint={t('dialogs.modalHint')}>
        <Group>
          <Button variant="default" onClick={modalHandlers.open}>
            {t('dialogs.openModal')}
          </Button>
        </Group>
        <Modal
          opened={modal}
          onClose={modalHandlers.close}
          title={t('dialogs.modalTitle')}
          closeButtonProps={{ 'aria-label': tc('actions.close') }}
        >
          <Stack>
            <TextInput label={t('dialogs.folderName')} data-autofocus />
            <Group justify="flex-end">
              <Button variant="default" onClick={modalHandlers.close}>
                {tc('actions.cancel')}
              </Button>
              <Button onClick={modalHandlers.close}>{t('dialogs.create')}</Button>
            </Group>
          </Stack>
        </Modal>
      </DemoSection>
      <DemoSection title={t('dialogs.drawer')} hint={t('dialogs.drawerHint')}>
        <Group>
          <Button variant="default" onClick={drawerHandlers.open}>
            {t('dialogs.openDrawer')}
          </Button>
        </Group>
        <Drawer
          opened={drawer}
          onClose={drawerHandlers.close}
          title={t('dialogs.drawerTitle')}
          position={dir === 'rtl' ? 'left' : 'right'}
          closeButtonProps={{ 'aria-label': tc('actions.close') }}
        >
          <Text size="sm">{t('dialogs.drawerText')}</Text>
        </Drawer>
      </DemoSection>
    </DemoStack>
  )
}

export const usage = `import { ConfirmModal } from '@/components/confirm-modal'

// Asks before deleting: Cancel has the focus, the red button names the action.
<ConfirmModal
  opened={opened}
  title={t('deleteTitle')}
  confirmLabel={t('deleteInvoice')}
  onConfirm={() => remove.mutate(id, { onSettled: close })}
  onClose={close}
  pending={remove.isPending}
>
  {t('deleteText', { name })}
</ConfirmModal>`
