import { Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconBriefcase, IconCalendar, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '@/lib/api/schemas/account'
import { useFormatters } from '@/lib/i18n/format'
import classes from './profile.module.css'

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
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <span className={classes.detailIcon} aria-hidden>
        {icon}
      </span>
      <div className={classes.detailText}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm">{children}</Text>
      </div>
    </Group>
  )
}

export function AboutCard({ user }: { user: User }) {
  const { t } = useTranslation('account')
  const format = useFormatters()
  const place = [user.city, user.state, format.country(user.country)].filter(Boolean).join(', ')
  const work = [user.jobTitle, user.company].filter(Boolean).join(' · ')
  return (
    <Card padding="lg">
      <Title order={3} size="h5" mb="md">
        {t('profile.about.title')}
      </Title>
      <Text size="sm" mb="lg" c={user.about ? undefined : 'dimmed'} dir="auto">
        {user.about || t('profile.about.empty')}
      </Text>
      <Stack gap="md">
        {place && (
          <Detail icon={<IconMapPin size={20} />} label={t('profile.about.location')}>
            <span dir="auto">{place}</span>
          </Detail>
        )}
        <Detail icon={<IconMail size={20} />} label={t('profile.about.email')}>
          <span dir="ltr">{user.email}</span>
        </Detail>
        {user.phoneNumber && (
          <Detail icon={<IconPhone size={20} />} label={t('profile.about.phone')}>
            <span dir="ltr">{user.phoneNumber}</span>
          </Detail>
        )}
        {work && (
          <Detail icon={<IconBriefcase size={20} />} label={t('profile.about.company')}>
            <span dir="auto">{work}</span>
          </Detail>
        )}
        <Detail icon={<IconCalendar size={20} />} label={t('profile.about.memberSince')}>
          {format.date(user.createdAt)}
        </Detail>
      </Stack>
    </Card>
  )
}
