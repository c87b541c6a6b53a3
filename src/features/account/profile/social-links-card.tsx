import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core'
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { User } from '@/lib/api/schemas/account'
import classes from './profile.module.css'

const NETWORKS = [
  ['facebook', IconBrandFacebook, '#1877F2'],
  ['instagram', IconBrandInstagram, '#E02D69'],
  ['linkedin', IconBrandLinkedin, '#0A66C2'],
  ['x', IconBrandX, 'var(--mantine-color-text)'],
] as const

/** The address without its scheme reads better and is still unambiguous. */
const shortUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '')

export function SocialLinksCard({ user }: { user: User }) {
  const { t } = useTranslation('account')
  const links = NETWORKS.filter(([key]) => user.socials[key])
  return (
    <Card padding="lg">
      <Title order={3} size="h5" mb="md">
        {t('profile.socials.title')}
      </Title>
      {links.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('profile.socials.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          {links.map(([key, Icon, color]) => (
            <Group key={key} gap="sm" wrap="nowrap">
              <Icon size={22} color={color} aria-hidden />
              <Anchor
                href={user.socials[key]}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                dir="ltr"
                className={classes.socialLink}
                aria-label={`${t(`profile.socials.${key}`)}: ${shortUrl(user.socials[key])}`}
              >
                {shortUrl(user.socials[key])}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  )
}
