/**
 * /dashboard/mail/all: the page header, then one mailbox card filling the rest of the screen:
 * labels | list | reading pane on desktop; below lg the labels move into a drawer opened from
 * the list's bar; on a phone the list and the reading pane are two screens (the open mail in the
 * address decides which). The compose window is mounted once, here.
 */
import { ActionIcon, Button, Drawer, Text, useMantineTheme } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { IconMailOpened, IconMenu2, IconPencil, IconTagOff } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { isSystemLabel } from '@/lib/api/schemas/mail-constants'
import { BREAKPOINTS_PX, toEm } from '@/lib/theme/tokens'
import { mailLabelsQueryOptions } from './api/queries'
import { useOpenCompose } from './compose/compose-state'
import { MailCompose } from './compose/mail-compose'
import { MailList } from './mail-list/mail-list'
import { MailReader } from './mail-reader/mail-reader'
import { MailSidebar } from './mail-sidebar/mail-sidebar'
import { useMailNavigation } from './use-mail-navigation'
import classes from './mail-page.module.css'

// Read synchronously, so the first paint already has the right arrangement.
const SYNC = { getInitialValueInEffect: false } as const

export function MailPage() {
  const { t } = useTranslation('mail')
  const { label, mailId, closeMail, showLabel } = useMailNavigation()
  const wide = useMediaQuery(`(min-width: ${toEm(BREAKPOINTS_PX.lg)})`, undefined, SYNC) ?? false
  const phone =
    useMediaQuery(`(max-width: ${toEm(BREAKPOINTS_PX.sm - 0.02)})`, undefined, SYNC) ?? false
  const [drawerOpen, drawer] = useDisclosure(false)
  const labels = useQuery(mailLabelsQueryOptions())
  const openCompose = useOpenCompose()
  const { primaryColor } = useMantineTheme()

  // The drawer belongs to small screens: leave it closed when the window grows past lg.
  useEffect(() => {
    if (wide) drawer.close()
  }, [wide, drawer])

  const current = labels.data?.labels.find((entry) => entry.id === label)
  const unknownLabel = labels.isSuccess && !isSystemLabel(label) && !current
  const labelName = isSystemLabel(label) ? t(`labels.${label}`) : (current?.name ?? '')
  const screen = phone ? (mailId ? 'reader' : 'list') : 'both'

  return (
    <>
      <PageHeader />
      <div className={classes.mailbox} data-testid="mailbox" data-screen={screen}>
        {wide && (
          <aside className={classes.sidebar}>
            <MailSidebar />
          </aside>
        )}
        {screen !== 'reader' && (
          <section className={classes.listPane} aria-label={labelName || t('page.list')}>
            {!wide && (
              <div className={classes.listBar}>
                <ActionIcon
                  variant="default"
                  size="lg"
                  onClick={drawer.open}
                  aria-label={t('page.openLabels')}
                  aria-expanded={drawerOpen}
                >
                  <IconMenu2 size={18} aria-hidden />
                </ActionIcon>
                <Text fw={700} truncate dir="auto" className={classes.listBarTitle}>
                  {labelName}
                </Text>
                {/* The sidebar's Compose is in the drawer here: keep it one tap away. */}
                <ActionIcon
                  variant="filled"
                  color={primaryColor}
                  size="lg"
                  onClick={() => openCompose({ mode: 'new' })}
                  aria-label={t('sidebar.compose')}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </div>
            )}
            <div className={classes.listBody}>
              {unknownLabel ? <LabelNotFound onInbox={() => showLabel('inbox')} /> : <MailList />}
            </div>
          </section>
        )}
        {screen !== 'list' && (
          <section className={classes.readerPane} aria-label={t('page.reader')}>
            {mailId ? (
              <MailReader key={mailId} mailId={mailId} onBack={phone ? closeMail : undefined} />
            ) : (
              <EmptyReader />
            )}
          </section>
        )}
      </div>
      {!wide && (
        <Drawer
          opened={drawerOpen}
          onClose={drawer.close}
          size={280}
          title={t('sidebar.title')}
          classNames={{ body: classes.drawerBody }}
          closeButtonProps={{ 'aria-label': t('page.closeLabels') }}
        >
          <MailSidebar onNavigate={drawer.close} />
        </Drawer>
      )}
      <MailCompose />
    </>
  )
}

interface MailboxStateProps {
  icon: ReactNode
  title: string
  text: string
  /** A way out, under the text. */
  children?: ReactNode
  role?: 'status'
  'data-testid': string
}

/** A pane with nothing to show yet, or nothing to show here: a picture, a title and a line. */
function MailboxState({
  icon,
  title,
  text,
  children,
  role,
  'data-testid': testId,
}: MailboxStateProps) {
  return (
    <div className={classes.state} role={role} data-testid={testId}>
      <span className={classes.stateIcon} aria-hidden>
        {icon}
      </span>
      <Text fw={700} size="lg">
        {title}
      </Text>
      <Text c="dimmed" size="sm">
        {text}
      </Text>
      {children}
    </div>
  )
}

function EmptyReader() {
  const { t } = useTranslation('mail')
  return (
    <MailboxState
      icon={<IconMailOpened size={44} stroke={1.4} />}
      title={t('page.emptyTitle')}
      text={t('page.emptyText')}
      data-testid="mail-reader-empty"
    />
  )
}

function LabelNotFound({ onInbox }: { onInbox: () => void }) {
  const { t } = useTranslation('mail')
  return (
    <MailboxState
      icon={<IconTagOff size={44} stroke={1.4} />}
      title={t('labelNotFound')}
      text={t('page.labelNotFoundText')}
      role="status"
      data-testid="mail-label-not-found"
    >
      <Button variant="light" mt="sm" onClick={onInbox}>
        {t('notFound.back')}
      </Button>
    </MailboxState>
  )
}
