import { Group, Kbd, Modal, Table, Text } from '@mantine/core'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { MAIL_SHORTCUTS } from './use-mail-shortcuts'

/** Every shortcut of the mailbox, opened with `?` or the keyboard button of the list. */
export function MailShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('mail')
  const { t: tCommon } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('shortcuts.title')}
      closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
    >
      <Text size="sm" c="dimmed" mb="sm">
        {t('shortcuts.intro')}
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shortcuts.key')}</Table.Th>
            <Table.Th>{t('shortcuts.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {MAIL_SHORTCUTS.map(({ action, keys }) => (
            <Table.Tr key={action}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {keys.map((key, index) => (
                    <Fragment key={key}>
                      {index > 0 && (
                        <Text span size="xs" c="dimmed">
                          {t('shortcuts.or')}
                        </Text>
                      )}
                      <Kbd dir="ltr">{key}</Kbd>
                    </Fragment>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{t(`shortcuts.${action}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  )
}
