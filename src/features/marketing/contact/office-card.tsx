import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import type { Office } from './offices'
import classes from './contact.module.css'

interface OfficeCardProps {
  office: Office
  /** Now, for the office's local time. */
  now: number
  onActive: (id: Office['id'] | null) => void
}

/** One office: address, phone, e-mail and the time it is there now. */
export function OfficeCard({ office, now, onActive }: OfficeCardProps) {
  const { t } = useTranslation('support')
  const format = useFormatters()
  const time = format
    .dateTimeFormat({ hour: 'numeric', minute: '2-digit', timeZone: office.timeZone })
    .format(now)
  return (
    <Card
      padding="lg"
      className={classes.office}
      onMouseEnter={() => onActive(office.id)}
      onMouseLeave={() => onActive(null)}
      onFocus={() => onActive(office.id)}
      onBlur={() => onActive(null)}
      data-testid={`office-${office.id}`}
    >
      <Stack gap="xs">
        <div>
          <Title order={3} size="h5">
            {t(`offices.${office.id}.city`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`offices.${office.id}.country`)}
          </Text>
        </div>
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconMapPin size={16} className={classes.officeIcon} aria-hidden />
          <Text size="sm" className={classes.address} dir="auto">
            {office.address.join('\n')}
          </Text>
        </Group>
        <Group gap={8} wrap="nowrap">
          <IconPhone size={16} className={classes.officeIcon} aria-hidden />
          <Anchor href={`tel:${office.phone.replaceAll(' ', '')}`} size="sm" dir="ltr">
            {office.phone}
          </Anchor>
        </Group>
        <Group gap={8} wrap="nowrap">
          <IconMail size={16} className={classes.officeIcon} aria-hidden />
          <Anchor href={`mailto:${office.email}`} size="sm" dir="ltr">
            {office.email}
          </Anchor>
        </Group>
        <Group gap={8} wrap="nowrap">
          <IconClock size={16} className={classes.officeIcon} aria-hidden />
          <Text size="sm" c="dimmed">
            {t('contact.localTime', { time })}
          </Text>
        </Group>
      </Stack>
    </Card>
  )
}
