import { linkOptions } from '@tanstack/react-router'

/** Where /dashboard and signing in lead: the app dashboard. */
export const DASHBOARD_HOME = linkOptions({ to: '/dashboard/app' })
