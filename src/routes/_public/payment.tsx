import { createFileRoute } from '@tanstack/react-router'
import { PaymentPage } from '@/features/marketing/payment/payment-page'
import { parsePaymentSearch } from '@/features/marketing/search'
import { plansQueryOptions } from '@/lib/billing/queries'
import { prefetch } from '@/lib/router/loaders'

export const Route = createFileRoute('/_public/payment')({
  staticData: { title: 'nav.payment' },
  validateSearch: parsePaymentSearch,
  loader: ({ context }) => prefetch(context.queryClient, plansQueryOptions()),
  component: PaymentPage,
})
