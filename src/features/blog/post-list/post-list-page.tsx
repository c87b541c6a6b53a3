import { Button, Card, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { IconArticle, IconPlus, IconSearchOff } from '@tabler/icons-react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { StatusTabs } from '@/components/data-table/status-tabs'
import { ButtonLink } from '@/components/link'
import { PageHeader } from '@/components/page-header'
import { ListPager } from '@/components/list-pager'
import { QueryError } from '@/components/query-error'
import { POST_SORTS, POST_STATUSES } from '@/lib/api/schemas/blog-constants'
import { usePagePastTheEnd } from '@/lib/url/use-page-past-the-end'
import { postListQueryOptions } from '../api/queries'
import { PostCard } from './post-card'
import classes from './post-list.module.css'
import {
  DEFAULT_POST_PAGE_SIZE,
  DEFAULT_POST_SORT,
  leadsWithFeatured,
  POST_PAGE_SIZES,
  postListApiQuery,
  type PostListSearch,
} from './post-list-search'
import { PostSearchBox } from './post-search-box'

const route = getRouteApi('/dashboard/blog/posts')

const POST_GRID_COLS = { base: 1, sm: 2, lg: 3, xl: 4 }

/**
 * The posts: tabs with counts, search with suggestions, sort, a grid of cards (the newest one
 * larger on the first page) and paging, all in the address.
 */
export function PostListPage() {
  const { t } = useTranslation('blog')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const apiQuery = postListApiQuery(search)
  // Paging or filtering keeps the previous cards on screen until the next ones arrive.
  const query = useQuery({ ...postListQueryOptions(apiQuery), placeholderData: keepPreviousData })
  const rows = query.data?.rows
  const total = query.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / apiQuery.size))
  const page = search.page ?? 1

  /** A new filter starts again from the first page. */
  const filter = (patch: Partial<PostListSearch>) =>
    void navigate({
      search: (previous) => ({ ...previous, ...patch, page: undefined }),
      replace: true,
    })

  const pastTheEnd = usePagePastTheEnd({
    settled: query.isSuccess && !query.isPlaceholderData,
    page,
    pages,
    goToPage: (last) =>
      void navigate({ search: (previous) => ({ ...previous, page: last }), replace: true }),
  })

  const featured = leadsWithFeatured(search)
  return (
    <>
      <PageHeader
        description={t('subtitle')}
        actions={
          <ButtonLink
            to="/dashboard/blog/new"
            variant="filled"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('list.newPost')}
          </ButtonLink>
        }
      />
      <Stack gap="lg">
        <StatusTabs
          value={search.tab}
          onChange={(tab) => filter({ tab })}
          testIdPrefix="post"
          tabs={(['all', ...POST_STATUSES] as const).map((value) => ({
            value,
            label: t(`list.tabs.${value}`),
            color: value === 'draft' ? 'yellow' : value === 'published' ? 'teal' : 'gray',
            count: query.data?.counts[value],
          }))}
        />
        <div className={classes.toolbar}>
          <PostSearchBox value={search.q} onSearch={(q) => filter({ q })} />
          <Select
            aria-label={t('list.sort')}
            data={POST_SORTS.map((value) => ({ value, label: t(`list.sorts.${value}`) }))}
            value={search.sort ?? DEFAULT_POST_SORT}
            onChange={(value) => {
              const sort = POST_SORTS.find((option) => option === value)
              if (sort) filter({ sort: sort === 'latest' ? undefined : sort })
            }}
            allowDeselect={false}
            w={160}
            data-testid="post-sort"
          />
        </div>

        {query.isError && !rows ? (
          <QueryError query={query} />
        ) : !rows ? (
          <SimpleGrid cols={POST_GRID_COLS} spacing="lg" aria-busy="true">
            {Array.from({ length: 8 }, (_, index) => (
              <Card key={index} p={0} data-testid="post-card-skeleton">
                <Skeleton radius={0} style={{ aspectRatio: '4 / 3' }} />
                <Stack gap="xs" p="md" pt="lg">
                  <Skeleton height={12} width="40%" />
                  <Skeleton height={16} width="90%" />
                  <Skeleton height={12} width="75%" />
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        ) : rows.length === 0 && !pastTheEnd ? (
          <PostListEmpty search={search} onClear={() => filter({ q: undefined })} />
        ) : (
          <SimpleGrid
            cols={POST_GRID_COLS}
            spacing="lg"
            aria-busy={query.isPlaceholderData}
            aria-label={t('list.cardsLabel')}
            component="section"
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
          >
            {rows.map((post, index) => (
              <PostCard key={post.id} post={post} featured={featured && index === 0} />
            ))}
          </SimpleGrid>
        )}

        {total > 0 && (
          <ListPager
            sizeLabel={t('list.pageSize')}
            size={search.size ?? DEFAULT_POST_PAGE_SIZE}
            sizes={POST_PAGE_SIZES}
            onSize={(size) => filter({ size: size === DEFAULT_POST_PAGE_SIZE ? undefined : size })}
            page={page}
            pages={pages}
            onPage={(next) =>
              void navigate({
                search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }),
              })
            }
          />
        )}
      </Stack>
    </>
  )
}

/** No cards: none match the search (a way out), or the tab holds none yet (a way to write one). */
function PostListEmpty({ search, onClear }: { search: PostListSearch; onClear: () => void }) {
  const { t } = useTranslation('blog')
  return (
    <Card py={64}>
      <Stack align="center" gap="sm" data-testid="post-list-empty">
        {search.q ? (
          <>
            <IconSearchOff size={48} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text fw={600} dir="auto" ta="center">
              {t('list.noResults', { search: search.q })}
            </Text>
            <Button variant="default" onClick={onClear}>
              {t('list.clearSearchButton')}
            </Button>
          </>
        ) : (
          <>
            <IconArticle size={48} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text fw={600} ta="center">
              {t(`list.empty.${search.tab ?? 'all'}`)}
            </Text>
            <ButtonLink to="/dashboard/blog/new" variant="default">
              {t('list.writeFirst')}
            </ButtonLink>
          </>
        )}
      </Stack>
    </Card>
  )
}
