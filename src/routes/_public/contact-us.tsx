import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@/features/marketing/contact/contact-page'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/_public/contact-us')({
  staticData: { title: 'nav.contactUs', namespaces: ['support'] },
  loader: loadRouteNamespaces,
  codeSplitGroupings: [['component']],
  component: ContactPage,
})
