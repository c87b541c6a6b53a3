import { ActionIcon, Button, Checkbox, Group, Menu, Text, Tooltip } from '@mantine/core'
import {
  IconAlertOctagon,
  IconArrowBackUp,
  IconMail,
  IconMailOpened,
  IconStar,
  IconStarOff,
  IconTag,
  IconTrash,
  IconTrashX,
  IconX,
} from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmModal } from '@/components/confirm-modal'
import type { Mail, MailLabel } from '@/lib/api/schemas/mail'
import type { useMailActions } from './use-mail-actions'

interface MailBulkBarProps {
  /** The shown label (what a move means depends on it). */
  label: string
  selected: Mail[]
  customLabels: MailLabel[]
  actions: ReturnType<typeof useMailActions>
  onClear: () => void
}

function BarAction({
  label,
  icon,
  onClick,
  color,
}: {
  label: string
  icon: ReactNode
  onClick: () => void
  color?: string
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon aria-label={label} onClick={onClick} color={color} size="lg">
        {icon}
      </ActionIcon>
    </Tooltip>
  )
}

/** What can be done to the selected mails, by label: the trash restores and deletes forever. */
export function MailBulkBar({ label, selected, customLabels, actions, onClear }: MailBulkBarProps) {
  const { t } = useTranslation('mail')
  const [confirming, setConfirming] = useState(false)
  const ids = selected.map((mail) => mail.id)
  const someUnread = selected.some((mail) => mail.isUnread)
  const allStarred = selected.every((mail) => mail.isStarred)
  const inTrash = label === 'trash'
  const inDrafts = label === 'drafts'
  const inSpam = label === 'spam'

  return (
    <Group gap={4} wrap="wrap" style={{ flex: 1 }} data-testid="mail-bulk-bar">
      <Text size="sm" fw={600} me="xs" aria-live="polite">
        {t('bulk.selected', { count: selected.length })}
      </Text>
      {!inDrafts && (
        <BarAction
          label={someUnread ? t('bulk.markRead') : t('bulk.markUnread')}
          icon={
            someUnread ? (
              <IconMailOpened size={18} aria-hidden />
            ) : (
              <IconMail size={18} aria-hidden />
            )
          }
          onClick={() =>
            // Only the mails that change: the toast counts what happened.
            actions.flag(
              'read',
              selected.filter((mail) => mail.isUnread === someUnread).map((mail) => mail.id),
              !someUnread,
            )
          }
        />
      )}
      <BarAction
        label={allStarred ? t('bulk.unstar') : t('bulk.star')}
        icon={
          allStarred ? <IconStarOff size={18} aria-hidden /> : <IconStar size={18} aria-hidden />
        }
        onClick={() =>
          actions.flag(
            'star',
            selected.filter((mail) => mail.isStarred === allStarred).map((mail) => mail.id),
            !allStarred,
          )
        }
      />
      {!inTrash && !inSpam && (
        <Menu closeOnItemClick={false} position="bottom-start">
          <Menu.Target>
            <Tooltip label={t('bulk.labels')}>
              <ActionIcon aria-label={t('bulk.labels')} size="lg">
                <IconTag size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Menu.Target>
          <Menu.Dropdown>
            {customLabels.length === 0 && <Menu.Label>{t('bulk.noLabels')}</Menu.Label>}
            {customLabels.map((custom) => {
              const having = selected.filter((mail) => mail.labelIds.includes(custom.id)).length
              const all = having === selected.length
              return (
                <Menu.Item
                  key={custom.id}
                  role="menuitemcheckbox"
                  aria-checked={all ? true : having > 0 ? 'mixed' : false}
                  leftSection={
                    <Checkbox
                      size="xs"
                      checked={all}
                      indeterminate={having > 0 && !all}
                      readOnly
                      tabIndex={-1}
                      aria-hidden
                      color={custom.color ?? undefined}
                      styles={{ input: { cursor: 'pointer' } }}
                    />
                  }
                  onClick={() => actions.label(custom, ids, !all)}
                >
                  <span dir="auto">{custom.name}</span>
                </Menu.Item>
              )
            })}
          </Menu.Dropdown>
        </Menu>
      )}
      {inTrash || inSpam ? (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          onClick={() => actions.move('restore', ids, { onDone: onClear })}
        >
          {inSpam ? t('bulk.notSpam') : t('bulk.restore')}
        </Button>
      ) : (
        !inDrafts && (
          <BarAction
            label={t('bulk.trash')}
            icon={<IconTrash size={18} aria-hidden />}
            onClick={() => actions.move('trash', ids, { onDone: onClear })}
          />
        )
      )}
      {label === 'inbox' && (
        <BarAction
          label={t('bulk.spam')}
          icon={<IconAlertOctagon size={18} aria-hidden />}
          onClick={() => actions.move('spam', ids, { onDone: onClear })}
        />
      )}
      {inSpam && (
        <BarAction
          label={t('bulk.trash')}
          icon={<IconTrash size={18} aria-hidden />}
          onClick={() => actions.move('trash', ids, { onDone: onClear })}
        />
      )}
      {(inTrash || inDrafts) && (
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconTrashX size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          {inDrafts ? t('bulk.discard') : t('bulk.deleteForever')}
        </Button>
      )}
      <Tooltip label={t('bulk.clear')}>
        <ActionIcon aria-label={t('bulk.clear')} onClick={onClear} ms="auto">
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <ConfirmModal
        opened={confirming}
        title={t(inDrafts ? 'bulk.confirmDiscard.title' : 'bulk.confirmDelete.title', {
          count: selected.length,
        })}
        confirmLabel={t(inDrafts ? 'bulk.confirmDiscard.confirm' : 'bulk.confirmDelete.confirm')}
        pending={actions.pending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          actions.remove(ids, {
            drafts: inDrafts,
            onDone: () => {
              setConfirming(false)
              onClear()
            },
          })
        }
      >
        {t(inDrafts ? 'bulk.confirmDiscard.body' : 'bulk.confirmDelete.body')}
      </ConfirmModal>
    </Group>
  )
}
