import { Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { lazy, Suspense, useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { boardQueryOptions } from '../api/queries'
import { KanbanBoard } from './kanban-board'
import classes from './kanban.module.css'

// The drawer (date picker, dropzone) loads on the first opened card.
const CardDrawer = lazy(() =>
  import('./drawer/card-drawer').then((m) => ({ default: m.CardDrawer })),
)

const route = getRouteApi('/dashboard/kanban')

/** The kanban board (issue 5): columns and cards from the API, and the opened card's details. */
export function KanbanPage() {
  const { t } = useTranslation('kanban')
  const query = useQuery(boardQueryOptions())
  const { card } = route.useSearch()
  const navigate = route.useNavigate()
  const open = useCallback(
    (cardId: string) => void navigate({ search: (prev) => ({ ...prev, card: cardId }) }),
    [navigate],
  )
  const close = useCallback(
    () => void navigate({ search: (prev) => ({ ...prev, card: undefined }) }),
    [navigate],
  )

  return (
    <>
      <PageHeader />
      {query.isPending ? (
        <BoardSkeleton label={t('board.loading')} />
      ) : query.isError ? (
        <QueryError query={query} />
      ) : (
        <>
          {query.data.columnOrder.length === 0 && (
            <Stack gap={4} mb="lg" data-testid="kanban-empty">
              <Title order={2} size="h4">
                {t('board.emptyTitle')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('board.emptyText')}
              </Text>
            </Stack>
          )}
          <KanbanBoard board={query.data} onOpen={open} />
        </>
      )}
      {card && query.data && (
        <Suspense fallback={null}>
          <CardDrawer cardId={card} board={query.data} onClose={close} />
        </Suspense>
      )}
    </>
  )
}

function BoardSkeleton({ label }: { label: string }) {
  return (
    <div
      className={classes.board}
      aria-busy="true"
      aria-label={label}
      role="status"
      data-testid="kanban-loading"
    >
      {[5, 3, 4, 2].map((cards, column) => (
        <div key={column} className={classes.column} style={{ padding: 8 }}>
          <Skeleton height={20} width="60%" mb="md" />
          <Stack gap="xs">
            {Array.from({ length: cards }, (_, index) => (
              <Skeleton key={index} height={72} radius="md" />
            ))}
          </Stack>
        </div>
      ))}
    </div>
  )
}
