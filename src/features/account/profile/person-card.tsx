import { Card, Group, Skeleton, Stack, Text } from '@mantine/core'
import { IconMapPin } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { UserAvatar } from '@/components/user-avatar'
import type { Person } from '@/lib/api/schemas/users'
import { useFormatters } from '@/lib/i18n/format'
import { asAvatarUser } from './people'
import classes from './profile.module.css'

/** A person of the followers or friends grid: who they are, and what one can do. */
export function PersonCard({
  person,
  subtitle,
  action,
}: {
  person: Person
  /** The second line: where they live (followers) or what they do (friends). */
  subtitle: ReactNode
  action: ReactNode
}) {
  return (
    <Card padding="md" className={classes.personCard}>
      <Group gap="md" wrap="nowrap">
        <UserAvatar user={asAvatarUser(person)} size={48} radius={24} />
        <Stack gap={2} className={classes.personText}>
          <Text fw={600} size="sm" truncate dir="auto">
            {person.displayName}
          </Text>
          {subtitle}
        </Stack>
        <div className={classes.personAction}>{action}</div>
      </Group>
    </Card>
  )
}

/** Where a follower lives. */
export function PersonCountry({ person }: { person: Person }) {
  const format = useFormatters()
  if (!person.country) return null
  return (
    <Group gap={4} wrap="nowrap" c="dimmed">
      <IconMapPin size={14} aria-hidden />
      <Text size="xs" truncate>
        {format.country(person.country)}
      </Text>
    </Group>
  )
}

export function PersonCardSkeleton() {
  return (
    <Card padding="md">
      <Group gap="md" wrap="nowrap">
        <Skeleton circle height={48} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={12} width="60%" />
          <Skeleton height={10} width="40%" />
        </Stack>
      </Group>
    </Card>
  )
}
