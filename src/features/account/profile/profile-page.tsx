import { Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core'
import {
  IconCalendar,
  IconMail,
  IconMapPin,
  IconPhone,
  IconRosetteDiscountCheck,
} from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { PageHeader } from '@/components/page-header'
import { PageLoader } from '@/components/loading-screen'
import { useFormatters } from '@/lib/i18n/format'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { UserAvatar } from '@/components/user-avatar'
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
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm">{children}</Text>
      </div>
    </Group>
  )
}

/** The signed-in user's profile. */
export function ProfilePage() {
  const { t } = useTranslation('auth')
  const format = useFormatters()
  const user = useCurrentUser()
  if (!user) return <PageLoader />
  const place = [user.city, format.country(user.country)].filter(Boolean).join(', ')
  return (
    <>
      <PageHeader
        title={user.displayName}
        actions={
          <ButtonLink to="/dashboard/user/account" variant="default">
            {t('profile.edit')}
          </ButtonLink>
        }
      />
      <Card p={0} mb="lg" className={classes.coverCard}>
        <div className={classes.cover} />
        <Group className={classes.coverBody} gap="lg" wrap="nowrap" align="flex-end">
          <UserAvatar user={user} size={96} radius={48} className={classes.bigAvatar} />
          <Stack gap={2} pb="sm">
            <Title order={2} size="h3">
              {user.displayName}
            </Title>
            <Group gap="xs">
              <Badge variant="light" color={user.role === 'admin' ? 'primary' : 'gray'}>
                {t(`profile.roles.${user.role}`)}
              </Badge>
              {user.emailVerified && (
                <Badge
                  variant="light"
                  color="teal"
                  leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
                >
                  {t('profile.verified')}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
      </Card>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card padding="lg">
            <Title order={3} size="h5" mb="md">
              {t('profile.about')}
            </Title>
            <Text size="sm" mb="lg" c={user.about ? undefined : 'dimmed'}>
              {user.about || t('profile.noAbout')}
            </Text>
            <Stack gap="md">
              <Detail icon={<IconMail size={20} />} label={t('fields.email')}>
                {user.email}
              </Detail>
              {user.phoneNumber && (
                <Detail icon={<IconPhone size={20} />} label={t('profile.phone')}>
                  <span dir="ltr">{user.phoneNumber}</span>
                </Detail>
              )}
              {place && (
                <Detail icon={<IconMapPin size={20} />} label={t('profile.location')}>
                  {place}
                </Detail>
              )}
              <Detail icon={<IconCalendar size={20} />} label={t('profile.memberSince')}>
                {format.date(user.createdAt)}
              </Detail>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card padding="lg">
            <Title order={3} size="h5" mb="xs">
              {t('profile.visibility')}
            </Title>
            <Text size="sm" c="dimmed">
              {user.isPublic ? t('profile.public') : t('profile.private')}
            </Text>
          </Card>
        </Grid.Col>
      </Grid>
    </>
  )
}
