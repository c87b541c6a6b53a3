import { createFileRoute } from '@tanstack/react-router'
import { FaqsPage } from '@/features/marketing/faqs/faqs-page'
import { parseFaqsSearch } from '@/features/marketing/search'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/_public/faqs')({
  staticData: { title: 'nav.faqs' },
  validateSearch: parseFaqsSearch,
  loader: () => loadNamespaces('support'),
  component: FaqsPage,
})
