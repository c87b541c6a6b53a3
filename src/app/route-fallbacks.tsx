/** The router's default error and not-found views, loaded on first need (see router.tsx). */
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { RouteError } from '@/components/status/route-error'
import { NotFoundView } from '@/components/status/status-pages'

/** In-place error for a page: the layout around it stays, with a retry. */
export function DefaultRouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  return (
    <RouteError
      error={error}
      onRetry={() => {
        queryErrors.reset()
        reset()
        void router.invalidate()
      }}
    />
  )
}

export function DefaultNotFound() {
  return <NotFoundView />
}
