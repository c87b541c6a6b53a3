import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/features/misc/coming-soon/coming-soon-page'

export const Route = createFileRoute('/_simple/coming-soon')({
  component: ComingSoonPage,
})
