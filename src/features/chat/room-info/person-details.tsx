import { Anchor, Text } from '@mantine/core'
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatContact } from '@/lib/api/schemas/chat'
import { useFormatters } from '@/lib/i18n/format'
import { PresenceDot } from '../components/person-avatar'
import classes from './room-info.module.css'

/** What a person does: their job title, else their role. */
export const occupationOf = (person: ChatContact) =>
  [person.jobTitle || person.role, person.company].filter(Boolean)

/** "Online", or "Away · active 5 minutes ago" for someone not there right now. */
export function PresenceLine({ person }: { person: ChatContact }) {
  const { t } = useTranslation('chat')
  const format = useFormatters()
  const status = t(`presence.${person.status}`)
  const text =
    person.status === 'online' || person.status === 'busy'
      ? status
      : t('info.statusSince', { status, time: format.fromNow(person.lastActivity) })
  return (
    <span className={classes.presence}>
      <PresenceDot status={person.status} className={classes.presenceDot} />
      <Text span size="xs" c="dimmed">
        {text}
      </Text>
    </span>
  )
}

/** E-mail, phone and place, each a line with its icon; what the directory lacks is left out. */
export function PersonDetails({ person }: { person: ChatContact }) {
  const { t } = useTranslation('chat')
  const format = useFormatters()
  const country = person.country ? format.country(person.country) : ''
  const place = [person.city, country].filter(Boolean).join(t('info.placeJoin'))
  return (
    <ul className={classes.details}>
      <Detail icon={<IconMail size={16} />} label={t('info.email')}>
        <Anchor href={`mailto:${person.email}`} size="sm" className={classes.detailValue}>
          {person.email}
        </Anchor>
      </Detail>
      {person.phoneNumber && (
        <Detail icon={<IconPhone size={16} />} label={t('info.phone')}>
          <Anchor href={`tel:${person.phoneNumber}`} size="sm" dir="ltr">
            {person.phoneNumber}
          </Anchor>
        </Detail>
      )}
      {place && (
        <Detail icon={<IconMapPin size={16} />} label={t('info.place')}>
          <Text size="sm" span dir="auto">
            {place}
          </Text>
        </Detail>
      )}
    </ul>
  )
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode
  label: string
  children: ReactNode
}) {
  return (
    <li className={classes.detail}>
      <span className={classes.detailIcon} title={label} aria-hidden>
        {icon}
      </span>
      <span className={classes.detailText}>
        <Text span size="xs" c="dimmed" className={classes.detailLabel}>
          {label}
        </Text>
        {children}
      </span>
    </li>
  )
}
