import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import {
  IconAlertOctagon,
  IconArrowBackUp,
  IconArrowBackUpDouble,
  IconArrowForwardUp,
  IconArrowLeft,
  IconDotsVertical,
  IconLabelImportant,
  IconLabelImportantFilled,
  IconMail,
  IconMailCheck,
  IconPencil,
  IconRestore,
  IconStar,
  IconStarFilled,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmModal } from '@/components/confirm-modal'
import type { Mail } from '@/lib/api/schemas/mail'
import { notify } from '@/lib/notify'
import { useDeleteMails, useMoveMails, useSetMailFlag } from '../api/mutations'
import { useOpenCompose } from '../compose/compose-state'
import { useMailNavigation } from '../use-mail-navigation'
import { LabelMenu } from './label-menu'
import classes from './mail-reader.module.css'

interface ToolButtonProps {
  label: string
  onClick: () => void
  children: ReactNode
  loading?: boolean
  active?: boolean
}

/** An icon button whose name is its tooltip (the same words for sight and for screen readers). */
function ToolButton({ label, onClick, children, loading, active }: ToolButtonProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        size="lg"
        onClick={onClick}
        loading={loading}
        aria-label={label}
        aria-pressed={active}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  )
}

/** What can be done to the open mail, by folder: the trash restores and deletes, spam un-spams. */
export function ReaderToolbar({ mail, onBack }: { mail: Mail; onBack?: () => void }) {
  const { t } = useTranslation('mail')
  const { closeMail } = useMailNavigation()
  const openCompose = useOpenCompose()
  const [confirming, setConfirming] = useState(false)
  const narrow = useMediaQuery('(max-width: 36em)')
  const flag = useSetMailFlag()
  // Undo's own write: the mail is already closed, and "Undo" must not offer another undo.
  const restore = useMoveMails({
    onSuccess: () => notify(t('reader.toasts.undone')),
  })
  const move = useMoveMails({
    onSuccess: ({ mails }, { move: done }) => {
      closeMail()
      const moved = mails[0]
      if (done === 'restore')
        notify(t('reader.toasts.restored', { folder: t(`labels.${moved?.folder ?? 'inbox'}`) }))
      else
        notify(t(done === 'trash' ? 'reader.toasts.trashed' : 'reader.toasts.spammed'), {
          action: {
            label: t('reader.toasts.undo'),
            onClick: () => restore.mutate({ move: 'restore', mailIds: [mail.id] }),
          },
        })
    },
  })
  const remove = useDeleteMails({
    onSuccess: () => {
      setConfirming(false)
      closeMail()
      notify(t('reader.toasts.deleted'))
    },
  })

  const { folder } = mail
  const isDraft = folder === 'drafts'
  const compose = (mode: 'reply' | 'replyAll' | 'forward' | 'draft') => openCompose({ mode, mail })
  const moveTo = (to: 'trash' | 'spam' | 'restore') => move.mutate({ move: to, mailIds: [mail.id] })
  const moving = (to: 'trash' | 'spam' | 'restore') => move.isPending && move.variables.move === to

  // The less frequent actions: icons on a wide screen, a "more" menu on a phone.
  const secondary: { label: string; icon: ReactNode; onClick: () => void; loading?: boolean }[] = [
    ...(isDraft
      ? []
      : [
          {
            label: t('reader.markUnread'),
            icon: <IconMail size={20} aria-hidden />,
            onClick: () => {
              flag.mutate({ flag: 'read', mailIds: [mail.id], value: true })
              closeMail()
            },
          },
        ]),
    ...(folder === 'inbox'
      ? [
          {
            label: t('reader.reportSpam'),
            icon: <IconAlertOctagon size={20} aria-hidden />,
            onClick: () => moveTo('spam'),
            loading: moving('spam'),
          },
        ]
      : []),
    ...(folder === 'spam' || folder === 'trash'
      ? [
          {
            label: t(folder === 'spam' ? 'reader.notSpam' : 'reader.restore'),
            icon:
              folder === 'spam' ? (
                <IconMailCheck size={20} aria-hidden />
              ) : (
                <IconRestore size={20} aria-hidden />
              ),
            onClick: () => moveTo('restore'),
            loading: moving('restore'),
          },
        ]
      : []),
  ]

  return (
    <div className={classes.toolbar}>
      <Group gap={2} role="toolbar" aria-label={t('reader.toolbar')} wrap="wrap">
        {onBack && (
          <ToolButton label={t('reader.back')} onClick={onBack}>
            <IconArrowLeft size={20} aria-hidden className="flip-rtl" />
          </ToolButton>
        )}
        {isDraft ? (
          <ToolButton label={t('reader.editDraft')} onClick={() => compose('draft')}>
            <IconPencil size={20} aria-hidden />
          </ToolButton>
        ) : (
          <>
            <ToolButton label={t('reader.reply')} onClick={() => compose('reply')}>
              <IconArrowBackUp size={20} aria-hidden className="flip-rtl" />
            </ToolButton>
            <ToolButton label={t('reader.replyAll')} onClick={() => compose('replyAll')}>
              <IconArrowBackUpDouble size={20} aria-hidden className="flip-rtl" />
            </ToolButton>
            <ToolButton label={t('reader.forward')} onClick={() => compose('forward')}>
              <IconArrowForwardUp size={20} aria-hidden className="flip-rtl" />
            </ToolButton>
          </>
        )}
        <span className={classes.toolbarGap} />
        <ToolButton
          label={t(mail.isStarred ? 'reader.unstar' : 'reader.star')}
          active={mail.isStarred}
          onClick={() => flag.mutate({ flag: 'star', mailIds: [mail.id], value: !mail.isStarred })}
        >
          {mail.isStarred ? (
            <IconStarFilled size={20} aria-hidden className={classes.starred} />
          ) : (
            <IconStar size={20} aria-hidden />
          )}
        </ToolButton>
        <ToolButton
          label={t(mail.isImportant ? 'reader.notImportant' : 'reader.important')}
          active={mail.isImportant}
          onClick={() =>
            flag.mutate({ flag: 'important', mailIds: [mail.id], value: !mail.isImportant })
          }
        >
          {mail.isImportant ? (
            <IconLabelImportantFilled
              size={20}
              aria-hidden
              className={`flip-rtl ${classes.important}`}
            />
          ) : (
            <IconLabelImportant size={20} aria-hidden className="flip-rtl" />
          )}
        </ToolButton>
        <LabelMenu mail={mail} />
        {narrow ? (
          <Menu position="bottom-end">
            <Menu.Target>
              <Tooltip label={t('reader.more')}>
                <ActionIcon size="lg" aria-label={t('reader.more')}>
                  <IconDotsVertical size={20} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Menu.Target>
            <Menu.Dropdown>
              {secondary.map((action) => (
                <Menu.Item key={action.label} leftSection={action.icon} onClick={action.onClick}>
                  {action.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : (
          secondary.map((action) => (
            <ToolButton
              key={action.label}
              label={action.label}
              onClick={action.onClick}
              loading={action.loading}
            >
              {action.icon}
            </ToolButton>
          ))
        )}
        {folder === 'trash' ? (
          <ToolButton label={t('reader.deleteForever')} onClick={() => setConfirming(true)}>
            <IconTrashX size={20} aria-hidden />
          </ToolButton>
        ) : (
          <ToolButton
            label={t('reader.trash')}
            onClick={() => moveTo('trash')}
            loading={moving('trash')}
          >
            <IconTrash size={20} aria-hidden />
          </ToolButton>
        )}
      </Group>
      <ConfirmModal
        opened={confirming}
        title={t('reader.confirmDelete.title')}
        confirmLabel={t('reader.confirmDelete.confirm')}
        onConfirm={() => remove.mutate([mail.id])}
        onClose={() => setConfirming(false)}
        pending={remove.isPending}
      >
        {t('reader.confirmDelete.body', { subject: mail.subject || t('reader.noSubject') })}
      </ConfirmModal>
    </div>
  )
}
