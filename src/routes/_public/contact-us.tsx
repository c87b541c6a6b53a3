import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@/features/marketing/contact/contact-page'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/_public/contact-us')({
  staticData: { title: 'nav.contactUs' },
  loader: () => loadNamespaces('support'),
  component: ContactPage,
})
