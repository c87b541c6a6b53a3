import { linkOptions } from '@tanstack/react-router'

/**
 * Where /dashboard and signing in lead: the app dashboard. Frozen, because links spread it into
 * their props: `redirect(DASHBOARD_HOME)` once added `statusCode: 307` to it, and every
 * "Dashboard" button drawn after that carried a `statuscode` attribute.
 */
export const DASHBOARD_HOME = Object.freeze(linkOptions({ to: '/dashboard/app' }))
