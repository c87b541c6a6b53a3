import { PageHeader } from '@/components/page-header'

/** The calendar (issue 5): being built. */
export function CalendarPage() {
  return <PageHeader />
}
