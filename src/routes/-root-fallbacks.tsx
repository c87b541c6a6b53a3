/**
 * The root route's error and not-found screens. They live in their own chunk (see __root.tsx):
 * most visits never need them, so they stay out of the first download.
 */
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { NotFoundView, ServerErrorView } from '@/components/status/status-pages'
import { SimpleLayout } from '@/features/layout/simple-layout'

/** Last line of defence: the 500 page with a retry, never a white screen. */
export function RootError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  return (
    <SimpleLayout>
      <ServerErrorView
        error={error}
        onRetry={() => {
          queryErrors.reset()
          reset()
          void router.invalidate()
        }}
      />
    </SimpleLayout>
  )
}

export function RootNotFound() {
  return (
    <SimpleLayout>
      <NotFoundView />
    </SimpleLayout>
  )
}
