import { Badge, Card, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core'
import {
  IconHeart,
  IconPhoto,
  IconRosetteDiscountCheck,
  IconUserCircle,
  IconUsersGroup,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ApiImage } from '@/components/api-image'
import { UserAvatar } from '@/components/user-avatar'
import type { User } from '@/lib/api/schemas/account'
import { useFormatters } from '@/lib/i18n/format'
import { profileCountsQueryOptions } from '../api/profile-queries'
import classes from './profile.module.css'

/**
 * The cover, the person, their counts and the tabs. The name sits below the cover on the card's
 * own surface (only the avatar overlaps the picture), so it reads in every theme and on any cover.
 */
export function ProfileHeader({ user }: { user: User }) {
  const { t } = useTranslation('account')
  const format = useFormatters()
  const counts = useQuery(profileCountsQueryOptions(user.username))
  const stats = [
    ['followers', counts.data?.followers],
    ['following', counts.data?.following],
    ['posts', counts.data?.posts],
  ] as const
  return (
    <Card p={0} mb="lg" className={classes.headerCard}>
      <div className={classes.cover}>
        {user.coverUrl && <ApiImage src={user.coverUrl} alt="" className={classes.coverImage} />}
      </div>
      <div className={classes.identity}>
        <UserAvatar user={user} size={112} radius={56} className={classes.bigAvatar} />
        <Stack gap={4} className={classes.names}>
          <Title order={2} size="h3">
            <span dir="auto">{user.displayName}</span>
          </Title>
          {user.jobTitle && (
            <Text c="dimmed" size="sm">
              <span dir="auto">{user.jobTitle}</span>
            </Text>
          )}
          <Group gap="xs" className={classes.badges}>
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
        <dl className={classes.stats}>
          {stats.map(([key, value]) => (
            <div key={key} className={classes.stat}>
              <dt>{t(`profile.counts.${key}`)}</dt>
              <dd>
                {value === undefined ? (
                  <Skeleton height={22} width={32} mx="auto" />
                ) : (
                  format.number(value)
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <Tabs.List className={classes.tabList} aria-label={t('profile.tabs')}>
        <Tabs.Tab value="profile" leftSection={<IconUserCircle size={18} aria-hidden />}>
          {t('profile.tab.profile')}
        </Tabs.Tab>
        <Tabs.Tab value="followers" leftSection={<IconHeart size={18} aria-hidden />}>
          {t('profile.tab.followers')}
        </Tabs.Tab>
        <Tabs.Tab value="friends" leftSection={<IconUsersGroup size={18} aria-hidden />}>
          {t('profile.tab.friends')}
        </Tabs.Tab>
        <Tabs.Tab value="gallery" leftSection={<IconPhoto size={18} aria-hidden />}>
          {t('profile.tab.gallery')}
        </Tabs.Tab>
      </Tabs.List>
    </Card>
  )
}
