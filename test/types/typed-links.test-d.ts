/**
 * Compile-time checks, run by `npm run typecheck` (tsc): a link to a route that does not exist
 * is a type error. Each @ts-expect-error fails the type-check if the line ever compiles.
 */
import { linkOptions } from '@tanstack/react-router'
import type { NavItem } from '@/features/layout/nav/nav-types'
import type { TitleKey } from '@/lib/router/static-data'

export const existing = linkOptions({ to: '/dashboard/blank' })

// @ts-expect-error -- no such route
export const missing = linkOptions({ to: '/dashboard/no-such-page' })

export const navItem: NavItem = { key: 'ok', title: 'nav.blank', link: linkOptions({ to: '/404' }) }

export const badNavItem: NavItem = {
  key: 'bad',
  title: 'nav.blank',
  // @ts-expect-error -- nav links are checked against the route tree too
  link: linkOptions({ to: '/nowhere' }),
}

// @ts-expect-error -- titles are translation keys, not free text
export const badTitle: TitleKey = 'Blank page'
