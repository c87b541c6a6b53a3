import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { parseSearch, text } from '@/lib/url/search-params'

// Placeholder so the editor's typed links resolve; the user list replaces this file.
export const Route = createFileRoute('/dashboard/user/list')({
  staticData: { title: 'nav.list' },
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    parseSearch(search, { q: text(100) }),
  component: () => <PageHeader />,
})
