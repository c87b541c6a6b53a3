import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '@/features/ecommerce/checkout/checkout-page'

export const Route = createFileRoute('/dashboard/e-commerce/checkout')({
  staticData: { title: 'nav.checkout' },
  component: CheckoutPage,
})
