import { Card, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { AnchorLink } from '@/components/link'
import type { BlogPerson } from '@/lib/api/schemas/blog'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { BlogPersonAvatar } from '../components/blog-person-avatar'

/**
 * Who wrote the post. The app has a profile page for the signed-in user only, so the link to a
 * profile shows on one's own posts.
 */
export function AuthorCard({ author }: { author: BlogPerson }) {
  const { t } = useTranslation('blog')
  const me = useCurrentUser()
  const isMe = me?.id === author.id
  return (
    <Card
      withBorder
      component="section"
      aria-labelledby="post-author-heading"
      data-testid="author-card"
    >
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <BlogPersonAvatar person={author} size={64} radius="xl" />
        <Stack gap={4} miw={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('author.label')}
          </Text>
          <Title order={2} size="h4" id="post-author-heading" dir="auto">
            {author.name}
          </Title>
          {author.jobTitle && (
            <Text size="sm" c="dimmed" dir="auto">
              {author.jobTitle}
            </Text>
          )}
          {author.about && (
            <Text size="sm" mt="xs" dir="auto" style={{ whiteSpace: 'pre-line' }}>
              {author.about}
            </Text>
          )}
          {isMe && (
            <AnchorLink to="/dashboard/user/profile" size="sm" mt="xs">
              {t('author.yourProfile')}
            </AnchorLink>
          )}
        </Stack>
      </Group>
    </Card>
  )
}
