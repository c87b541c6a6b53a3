import { linkOptions } from '@tanstack/react-router'

/** Where /dashboard leads (and, later, where signing in lands). */
export const DASHBOARD_HOME = linkOptions({ to: '/dashboard/blank' })
