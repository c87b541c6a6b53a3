import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenPage } from '@/components/status/status-pages'

export const Route = createFileRoute('/_simple/403')({
  component: ForbiddenPage,
})
