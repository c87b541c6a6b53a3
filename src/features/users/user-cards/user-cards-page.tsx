import { Button, Card, Group, Pagination, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { IconUsersGroup } from '@tabler/icons-react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { usePaginationLabels } from '@/components/pagination-labels'
import { QueryError } from '@/components/query-error'
import { CARD_PAGE_SIZE } from '@/lib/api/schemas/users'
import { userCardsQueryOptions } from '../api/queries'
import { DebouncedSearch } from '@/components/debounced-search'
import { usePagePastTheEnd } from '@/lib/url/use-page-past-the-end'
import { UserCard } from './user-card'
import { userCardsApiQuery, type UserCardsSearch } from './user-cards-search'

const route = getRouteApi('/dashboard/user/cards')

const GRID_COLS = { base: 1, sm: 2, md: 3, xl: 4 }

/** The team (everyone but banned and refused accounts) as cards, searched and paged through the address. */
export function UserCardsPage() {
  const { t } = useTranslation('users')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const paginationLabels = usePaginationLabels()
  const query = useQuery({
    ...userCardsQueryOptions(userCardsApiQuery(search)),
    placeholderData: keepPreviousData,
  })
  const cards = query.data?.cards
  const total = query.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / CARD_PAGE_SIZE))
  const page = search.page ?? 1

  const setSearch = (patch: Partial<UserCardsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })

  const pastTheEnd = usePagePastTheEnd({
    settled: query.isSuccess && !query.isPlaceholderData,
    page,
    pages,
    goToPage: (last) =>
      void navigate({ search: (previous) => ({ ...previous, page: last }), replace: true }),
  })

  return (
    <>
      <PageHeader />
      <Stack gap="lg">
        <Group>
          <DebouncedSearch
            value={search.q}
            onSearch={(q) => setSearch({ q, page: undefined })}
            label={t('cards.search')}
            placeholder={t('cards.searchPlaceholder')}
            clearLabel={t('cards.clearSearch')}
            data-testid="user-cards-search"
          />
        </Group>
        {query.isError ? (
          <QueryError query={query} />
        ) : !cards ? (
          <SimpleGrid cols={GRID_COLS} spacing="lg" aria-busy>
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} height={330} radius="lg" data-testid="user-card-skeleton" />
            ))}
          </SimpleGrid>
        ) : cards.length === 0 && !pastTheEnd ? (
          <Card py={64}>
            <Stack align="center" gap="sm" data-testid="user-cards-empty">
              <IconUsersGroup size={48} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text fw={600} dir="auto">
                {search.q ? t('cards.noMatch', { search: search.q }) : t('cards.empty')}
              </Text>
              {search.q && (
                <Button
                  variant="default"
                  onClick={() => setSearch({ q: undefined, page: undefined })}
                >
                  {t('cards.clearSearchButton')}
                </Button>
              )}
            </Stack>
          </Card>
        ) : (
          <SimpleGrid
            cols={GRID_COLS}
            spacing="lg"
            aria-busy={query.isPlaceholderData}
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
          >
            {cards.map((person) => (
              <UserCard key={person.id} person={person} />
            ))}
          </SimpleGrid>
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={(next) => setSearch({ page: next > 1 ? next : undefined })}
              {...paginationLabels}
            />
          </Group>
        )}
      </Stack>
    </>
  )
}
