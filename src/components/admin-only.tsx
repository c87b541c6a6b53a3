import type { ReactNode } from 'react'
import { PageHeader } from '@/components/page-header'
import { RoleGuard } from '@/components/role-guard'
import { ForbiddenView } from '@/components/status/status-pages'
import { useCurrentRole } from '@/lib/session/use-auth'

/**
 * Pages for administrators only (the product and user editors; the server refuses anyone else's
 * writes, docs/api.md "Permissions"): others see the page's title and the permission-denied
 * state instead of a form they could not save.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  return (
    <RoleGuard
      roles={['admin']}
      role={useCurrentRole()}
      fallback={
        <>
          <PageHeader />
          <ForbiddenView headingOrder={2} />
        </>
      }
    >
      {children}
    </RoleGuard>
  )
}
