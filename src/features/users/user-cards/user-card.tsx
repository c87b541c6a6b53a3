import {
  ActionIcon,
  Badge,
  Box,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core'
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  type Icon,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useApiImageSrc } from '@/components/api-image'
import { UserAvatar } from '@/components/user-avatar'
import { SOCIAL_NETWORKS, type SocialNetwork } from '@/lib/api/schemas/account'
import type { Person } from '@/lib/api/schemas/users'
import { useFormatters } from '@/lib/i18n/format'
import classes from './user-card.module.css'

const NETWORK_ICONS: Record<SocialNetwork, Icon> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  linkedin: IconBrandLinkedin,
  x: IconBrandX,
}

/** One person: cover, avatar, name, work, role, social links and follower counts. */
export function UserCard({ person }: { person: Person }) {
  const { t } = useTranslation('users')
  const format = useFormatters()
  const cover = useApiImageSrc(person.coverUrl)
  const work =
    person.jobTitle && person.company
      ? t('cards.jobAt', { jobTitle: person.jobTitle, company: person.company })
      : person.jobTitle || person.company
  const networks = SOCIAL_NETWORKS.filter((network) => person.socials[network])
  const counts = [
    ['followers', person.counts.followers],
    ['following', person.counts.following],
    ['posts', person.counts.posts],
  ] as const
  return (
    <Card padding={0} className={classes.card} component="article" data-testid="user-card">
      <Box className={classes.cover}>
        {cover.src && (
          // Decorative: the name below says whose card it is.
          <img
            src={cover.src}
            alt=""
            loading="lazy"
            className={classes.coverImage}
            onError={cover.onError}
          />
        )}
        <UserAvatar
          user={{
            displayName: person.displayName,
            avatarUrl: person.avatarUrl,
            email: person.username,
          }}
          size={72}
          radius="50%"
          className={classes.avatar}
        />
      </Box>
      <Stack gap={4} align="center" ta="center" px="md" pb="md" className={classes.body}>
        <Text fw={600} size="lg" lineClamp={1} dir="auto" component="h2">
          {person.displayName}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={1} dir="auto" mih={20}>
          {work}
        </Text>
        <Badge
          variant="light"
          color={person.role === 'admin' ? 'violet' : 'gray'}
          radius="sm"
          tt="none"
        >
          {t(`roles.${person.role}`)}
        </Badge>
        <Group gap={4} justify="center" mih={34} mt={4}>
          {networks.map((network) => {
            const IconFor = NETWORK_ICONS[network]
            const label = t('cards.social', {
              network: t(`cards.networks.${network}`),
              name: person.displayName,
            })
            return (
              <Tooltip key={network} label={t(`cards.networks.${network}`)}>
                <ActionIcon
                  component="a"
                  href={person.socials[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} ${t('cards.opensNewTab')}`}
                >
                  <IconFor size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )
          })}
        </Group>
      </Stack>
      <SimpleGrid cols={3} spacing={0} py="md" className={classes.counts}>
        {counts.map(([key, value]) => (
          <Stack key={key} gap={0} align="center">
            <Text size="xs" c="dimmed">
              {t(`cards.${key}`)}
            </Text>
            <Text fw={600}>{format.number(value)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  )
}
