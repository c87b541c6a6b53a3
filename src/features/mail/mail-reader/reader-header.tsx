import { Badge, Collapse, Group, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '@/components/user-avatar'
import type { Mail, MailAddress } from '@/lib/api/schemas/mail'
import { useFormatters } from '@/lib/i18n/format'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { mailLabelsQueryOptions } from '../api/queries'
import classes from './mail-reader.module.css'
import { summarizeRecipients, type Recipient } from './recipients'

/** Subject with its labels, then who wrote to whom and when. */
export function ReaderHeader({ mail, titleId }: { mail: Mail; titleId: string }) {
  const { t } = useTranslation('mail')
  const labels = useQuery(mailLabelsQueryOptions())
  const chips = (labels.data?.labels ?? []).filter(
    (label) => label.type === 'custom' && mail.labelIds.includes(label.id),
  )
  return (
    <header className={classes.header}>
      <Group gap="xs" align="center" wrap="wrap">
        <Title order={2} id={titleId} className={classes.subject} dir="auto">
          {mail.subject || t('reader.noSubject')}
        </Title>
        <Badge variant="outline" color="gray" radius="sm" tt="none">
          {t(`labels.${mail.folder}`)}
        </Badge>
        {chips.map((label) => (
          <Badge
            key={label.id}
            // The label's colour is the dot: as text colour, some labels' colours are unreadable.
            variant="default"
            radius="sm"
            tt="none"
            leftSection={
              <span className={classes.dot} style={{ background: label.color ?? undefined }} />
            }
          >
            <span dir="auto">{label.name}</span>
          </Badge>
        ))}
      </Group>
      <SenderBlock mail={mail} />
    </header>
  )
}

const avatarUser = (address: MailAddress) => ({
  displayName: address.name || address.email,
  avatarUrl: address.avatar,
  email: address.email,
})

function SenderBlock({ mail }: { mail: Mail }) {
  const { t } = useTranslation('mail')
  const format = useFormatters()
  const me = useCurrentUser()
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const summary = summarizeRecipients(mail, me?.email)
  const name = (who: Recipient) => (who.kind === 'me' ? t('reader.me') : who.name)
  const [first, second] = summary.shown
  const line = !first
    ? t('reader.toNobody')
    : !second
      ? t('reader.toOne', { first: name(first) })
      : summary.others === 0
        ? t('reader.toTwo', { first: name(first), second: name(second) })
        : t('reader.toMore', { first: name(first), second: name(second), count: summary.others })

  return (
    <div className={classes.sender}>
      <UserAvatar user={avatarUser(mail.from)} size={44} radius="xl" />
      <div className={classes.senderText}>
        <Group gap={6} wrap="wrap" align="baseline">
          <Text fw={600} dir="auto">
            {mail.from.name || mail.from.email}
          </Text>
          <Text size="sm" c="dimmed" dir="ltr" className={classes.address}>
            &lt;{mail.from.email}&gt;
          </Text>
        </Group>
        <UnstyledButton
          className={classes.recipientsToggle}
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={detailsId}
        >
          <Text size="sm" c="dimmed" span dir="auto">
            {line}
          </Text>
          <IconChevronDown
            size={14}
            aria-hidden
            className={classes.chevron}
            data-open={open || undefined}
          />
          <VisuallyHidden>{t(open ? 'reader.hideDetails' : 'reader.showDetails')}</VisuallyHidden>
        </UnstyledButton>
        <Collapse expanded={open} id={detailsId}>
          <dl className={classes.details}>
            <dt>{t('reader.from')}</dt>
            <dd>
              <AddressText address={mail.from} />
            </dd>
            {(['to', 'cc', 'bcc'] as const).map((field) =>
              mail[field].length > 0 ? (
                <AddressRow key={field} label={t(`reader.${field}`)} addresses={mail[field]} />
              ) : null,
            )}
            <dt>{t('reader.date')}</dt>
            <dd>
              {format
                .dateTimeFormat({ dateStyle: 'full', timeStyle: 'short' })
                .format(new Date(mail.createdAt))}
            </dd>
          </dl>
        </Collapse>
      </div>
      <time dateTime={mail.createdAt} className={classes.date}>
        <Text size="sm" span>
          {format.dateTime(mail.createdAt)}
        </Text>
        <Text size="xs" c="dimmed" span>
          {format.fromNow(mail.createdAt)}
        </Text>
      </time>
    </div>
  )
}

function AddressRow({ label, addresses }: { label: string; addresses: MailAddress[] }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {addresses.map((address, index) => (
          <span key={address.email}>
            {index > 0 && ', '}
            <AddressText address={address} />
          </span>
        ))}
      </dd>
    </>
  )
}

function AddressText({ address }: { address: MailAddress }) {
  const sameAsEmail = !address.name || address.name === address.email
  return (
    <span>
      {!sameAsEmail && <bdi>{address.name} </bdi>}
      <bdi className={classes.address}>&lt;{address.email}&gt;</bdi>
    </span>
  )
}
