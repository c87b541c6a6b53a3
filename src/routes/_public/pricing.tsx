import { createFileRoute } from '@tanstack/react-router'
import { PricingPage } from '@/features/marketing/pricing/pricing-page'
import { parsePricingSearch } from '@/features/marketing/search'
import { plansQueryOptions } from '@/lib/billing/queries'
import { prefetch } from '@/lib/router/loaders'

export const Route = createFileRoute('/_public/pricing')({
  staticData: { title: 'nav.pricing' },
  validateSearch: parsePricingSearch,
  loader: ({ context }) => prefetch(context.queryClient, plansQueryOptions()),
  component: PricingPage,
})
