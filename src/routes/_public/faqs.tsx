import { createFileRoute } from '@tanstack/react-router'
import { FaqsPage } from '@/features/marketing/faqs/faqs-page'
import { parseFaqsSearch } from '@/features/marketing/search'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/_public/faqs')({
  staticData: { title: 'nav.faqs', namespaces: ['support'] },
  validateSearch: parseFaqsSearch,
  loader: loadRouteNamespaces,
  codeSplitGroupings: [['component']],
  component: FaqsPage,
})
