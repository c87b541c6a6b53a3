import type { ReactNode } from 'react'
import { ForbiddenView } from './status/status-pages'

interface RoleGuardProps {
  /** Roles allowed to see the content. */
  roles: readonly string[]
  /** The current user's role, if any. */
  role: string | undefined
  children: ReactNode
  /** What others see; the 403 view by default. */
  fallback?: ReactNode
}

/** Shows its content only to the given roles (spec §6: the admin-only item and permission page). */
export function RoleGuard({ roles, role, children, fallback }: RoleGuardProps) {
  const allowed = role !== undefined && roles.includes(role)
  if (allowed) return <>{children}</>
  return <>{fallback ?? <ForbiddenView headingOrder={2} />}</>
}
