import { RouteError } from '@/components/status/route-error'

interface QueryErrorProps {
  /** The failed query (its error says what went wrong; refetching is the retry). */
  query: { error: unknown; refetch: () => Promise<unknown> }
}

/** A failed load shown in place of its content, with a retry that fetches again. */
export function QueryError({ query }: QueryErrorProps) {
  return <RouteError error={query.error} onRetry={() => void query.refetch()} />
}
