import { createFileRoute } from '@tanstack/react-router'
import { ServerErrorView } from '@/components/status/status-pages'

export const Route = createFileRoute('/_simple/500')({
  component: () => <ServerErrorView />,
})
