import { Card, Pagination, SimpleGrid, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { usePaginationLabels } from '@/components/pagination-labels'
import { QueryError } from '@/components/query-error'
import { PEOPLE_PAGE_SIZE } from '@/lib/api/schemas/users'
import { followersQueryOptions } from '../api/profile-queries'
import { FollowButton } from './follow-button'
import { PersonCard, PersonCardSkeleton, PersonCountry } from './person-card'

const route = getRouteApi('/dashboard/user/profile')

/** The people who follow the user, each with a Follow / Following toggle. */
export function FollowersTab({ username }: { username: string }) {
  const { t } = useTranslation('account')
  const paginationLabels = usePaginationLabels()
  const { page = 1 } = route.useSearch()
  const navigate = route.useNavigate()
  const options = followersQueryOptions({ name: username, page })
  const query = useQuery(options)
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
        <Text c="dimmed" ta="center">
          {t('profile.followers.empty')}
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
            subtitle={<PersonCountry person={person} />}
            action={<FollowButton person={person} listKey={options.queryKey} owner={username} />}
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
