import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/features/marketing/about/about-page'
import { teamQueryOptions } from '@/features/marketing/api/queries'
import { loadNamespaces } from '@/lib/i18n/i18n'
import { prefetch } from '@/lib/router/loaders'

export const Route = createFileRoute('/_public/about-us')({
  staticData: { title: 'nav.aboutUs' },
  loader: async ({ context }) => {
    // The team starts loading with the page's code and its words; the page shows skeletons meanwhile.
    prefetch(context.queryClient, teamQueryOptions())
    await loadNamespaces('about')
  },
  component: AboutPage,
})
