import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/features/marketing/about/about-page'
import { teamQueryOptions } from '@/features/marketing/api/queries'
import { prefetch } from '@/lib/router/loaders'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/_public/about-us')({
  staticData: { title: 'nav.aboutUs', namespaces: ['about'] },
  loader: async ({ context, route }) => {
    // The team starts loading with the page's code and its words; the page shows skeletons meanwhile.
    prefetch(context.queryClient, teamQueryOptions())
    await loadRouteNamespaces({ route })
  },
  component: AboutPage,
})
