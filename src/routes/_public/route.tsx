import { createFileRoute, Outlet } from '@tanstack/react-router'
import { PublicLayout } from '@/features/marketing/public-layout/public-layout'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

/**
 * The pages a visitor sees before signing in (pricing, payment; later about, contact, FAQs):
 * a header and footer around them. Pathless, so their addresses stay /pricing, /payment...
 */
export const Route = createFileRoute('/_public')({
  staticData: { namespaces: ['marketing'] },
  loader: loadRouteNamespaces,
  codeSplitGroupings: [['component']],
  component: () => (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  ),
})
