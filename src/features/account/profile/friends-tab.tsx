import {
  ActionIcon,
  Badge,
  Box,
  Card,
  Group,
  Menu,
  Pagination,
  SimpleGrid,
  Text,
} from '@mantine/core'
import { IconCopy, IconDots, IconUserMinus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch } from '@/components/debounced-search'
import { usePaginationLabels } from '@/components/pagination-labels'
import { QueryError } from '@/components/query-error'
import { PEOPLE_PAGE_SIZE, type Follower } from '@/lib/api/schemas/users'
import { notify } from '@/lib/notify'
import { useFollow } from '../api/profile-mutations'
import { friendsQueryOptions } from '../api/profile-queries'
import { PersonCard, PersonCardSkeleton } from './person-card'

const route = getRouteApi('/dashboard/user/profile')

function FriendMenu({ person, unfollow }: { person: Follower; unfollow: () => void }) {
  const { t } = useTranslation('account')
  return (
    <Menu>
      <Menu.Target>
        <ActionIcon aria-label={t('profile.friends.actions', { name: person.displayName })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconCopy size={16} aria-hidden />}
          onClick={() =>
            void navigator.clipboard
              .writeText(person.username)
              .then(() => notify(t('profile.friends.copied')))
          }
        >
          {t('profile.friends.copy')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconUserMinus size={16} aria-hidden />}
          onClick={unfollow}
        >
          {t('profile.friends.unfollow')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

/** People who follow the user back: searched on the server, paged. */
export function FriendsTab({ username }: { username: string }) {
  const { t } = useTranslation('account')
  const paginationLabels = usePaginationLabels()
  const { q, page = 1 } = route.useSearch()
  const navigate = route.useNavigate()
  const options = friendsQueryOptions({ name: username, search: q, page })
  const query = useQuery(options)
  const follow = useFollow(options.queryKey, username)

  const results = () => {
    if (query.isPending)
      return (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {Array.from({ length: 6 }, (_, i) => (
            <PersonCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      )
    if (query.isError) return <QueryError query={query} />
    const { people, total } = query.data
    if (total === 0)
      return (
        <Card padding="xl">
          <Text c="dimmed" ta="center" dir="auto">
            {q ? t('profile.friends.noResults', { search: q }) : t('profile.friends.empty')}
          </Text>
        </Card>
      )
    return (
      <>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {people.map((person) => (
            <PersonCard
              key={person.id}
              person={person}
              subtitle={
                <Group gap={6} wrap="nowrap">
                  <Badge
                    size="xs"
                    variant="light"
                    color={person.role === 'admin' ? 'primary' : 'gray'}
                  >
                    {t(`profile.roles.${person.role}`)}
                  </Badge>
                  <Text size="xs" c="dimmed" truncate dir="auto">
                    {person.jobTitle}
                  </Text>
                </Group>
              }
              action={
                <FriendMenu
                  person={person}
                  unfollow={() => follow.mutate({ userId: person.id, follow: false })}
                />
              }
            />
          ))}
        </SimpleGrid>
        {total > PEOPLE_PAGE_SIZE && (
          <Pagination
            mt="lg"
            total={Math.ceil(total / PEOPLE_PAGE_SIZE)}
            value={page}
            onChange={(next) =>
              void navigate({
                search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }),
                replace: true,
              })
            }
            {...paginationLabels}
          />
        )}
      </>
    )
  }

  return (
    <>
      <Box maw={420} mb="lg">
        <DebouncedSearch
          value={q}
          onSearch={(text) => void navigate({ search: { tab: 'friends', q: text }, replace: true })}
          label={t('profile.friends.search')}
          placeholder={t('profile.friends.searchPlaceholder')}
          clearLabel={t('profile.friends.clear')}
        />
      </Box>
      {results()}
    </>
  )
}
