import { createFileRoute } from '@tanstack/react-router'
import { NotFoundView } from '@/components/status/status-pages'

export const Route = createFileRoute('/_simple/404')({
  component: NotFoundView,
})
