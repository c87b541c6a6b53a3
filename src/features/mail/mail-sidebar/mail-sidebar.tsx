/**
 * The mailbox's labels: Compose, the eight system labels, then the user's own labels with their
 * menus (rename / recolour, delete) and "New label". Each shows its count (labelCount); the one
 * shown in the list is marked as the current page.
 */
import { Button, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconPencil, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'
import { isSystemLabel, SYSTEM_LABELS, type SystemLabel } from '@/lib/api/schemas/mail-constants'
import type { MailLabel } from '@/lib/api/schemas/mail'
import { mailLabelsQueryOptions } from '../api/queries'
import { useOpenCompose } from '../compose/compose-state'
import { useMailNavigation } from '../use-mail-navigation'
import { CustomLabelItem } from './custom-label-item'
import { LabelDialog, type LabelDialogState } from './label-dialog'
import { LabelEntry } from './label-entry'
import { SYSTEM_LABEL_ICONS } from './label-icons'
import classes from './mail-sidebar.module.css'

interface MailSidebarProps {
  /** Called after a label is chosen or compose opened (closes the drawer on small screens). */
  onNavigate?: () => void
}

export function MailSidebar({ onNavigate }: MailSidebarProps = {}) {
  const { t } = useTranslation('mail')
  const openCompose = useOpenCompose()
  const { label: active, showLabel } = useMailNavigation()
  const labels = useQuery(mailLabelsQueryOptions())
  const [dialog, setDialog] = useState<LabelDialogState>(null)

  const show = (id: string) => {
    showLabel(id)
    onNavigate?.()
  }
  const system = new Map<string, MailLabel>()
  const custom: MailLabel[] = []
  for (const label of labels.data?.labels ?? []) {
    if (label.type === 'system' && isSystemLabel(label.id)) system.set(label.id, label)
    else if (label.type === 'custom') custom.push(label)
  }

  return (
    <nav className={classes.root} aria-label={t('sidebar.title')} data-testid="mail-sidebar">
      <Button
        fullWidth
        size="md"
        leftSection={<IconPencil size={18} aria-hidden />}
        onClick={() => {
          openCompose({ mode: 'new' })
          onNavigate?.()
        }}
      >
        {t('sidebar.compose')}
      </Button>

      {labels.isPending ? (
        <SidebarSkeleton />
      ) : labels.isError ? (
        <QueryError query={labels} />
      ) : (
        <>
          <ul className={classes.list}>
            {SYSTEM_LABELS.map((id: SystemLabel) => (
              <li key={id}>
                <LabelEntry
                  id={id}
                  name={t(`labels.${id}`)}
                  icon={SYSTEM_LABEL_ICONS[id]}
                  label={system.get(id)}
                  active={active === id}
                  onSelect={show}
                />
              </li>
            ))}
          </ul>

          <Text className={classes.subheader} component="h2" id="mail-custom-labels">
            {t('sidebar.labels')}
          </Text>
          <ul className={classes.list} aria-labelledby="mail-custom-labels">
            {custom.map((label) => (
              <li key={label.id}>
                <CustomLabelItem
                  label={label}
                  active={active === label.id}
                  onSelect={show}
                  onEdit={() => setDialog({ mode: 'edit', label })}
                  onDeleted={() => {
                    if (active === label.id) showLabel('inbox')
                  }}
                />
              </li>
            ))}
            <li>
              <UnstyledButton
                className={classes.newLabel}
                onClick={() => setDialog({ mode: 'new' })}
              >
                <IconPlus size={18} aria-hidden />
                <span>{t('sidebar.newLabel')}</span>
              </UnstyledButton>
            </li>
          </ul>
        </>
      )}
      <LabelDialog state={dialog} onClose={() => setDialog(null)} />
    </nav>
  )
}

function SidebarSkeleton() {
  const { t } = useTranslation('mail')
  return (
    <Stack gap={6} role="status" aria-busy="true" aria-label={t('sidebar.loading')} mt="sm">
      {SYSTEM_LABELS.map((id) => (
        <Skeleton key={id} height={36} radius="md" />
      ))}
    </Stack>
  )
}
