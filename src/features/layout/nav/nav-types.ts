import type { Icon } from '@tabler/icons-react'
import type { LinkOptions, RegisteredRouter, RouteIds } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { TitleKey } from '@/lib/router/static-data'

/** A route the nav points to: built with linkOptions(), so it is type-checked against the routes. */
export type NavLinkOptions = LinkOptions

export interface NavItem {
  /** Stable id, unique among siblings; also the test id suffix. */
  key: string
  title: TitleKey
  icon?: Icon
  link?: NavLinkOptions
  /** An address outside the app, opened in a new tab. */
  href?: string
  children?: NavItem[]
  /** Shown only to these roles; every role sees items without it. */
  roles?: readonly string[]
  caption?: TitleKey
  /** A small badge after the title (e.g. "New"). */
  info?: TitleKey
  /** A count after the title: a key into the `NavBadges` the layout is given (nav-badges.tsx). */
  badge?: string
  disabled?: boolean
  /** Active only on its exact route (by default a link is active on its descendants too). */
  exact?: boolean
  /**
   * Routes outside its own link where the item is active too (a product page belongs to Shop).
   * Route ids, checked against the route tree by the type checker.
   */
  activeOn?: readonly AppRouteId[]
}

/** Every route id of the app, e.g. '/dashboard/e-commerce/product/$name/'. */
export type AppRouteId = RouteIds<RegisteredRouter['routeTree']>

export interface NavSection {
  key: string
  subheader: TitleKey
  items: NavItem[]
  /**
   * In the horizontal bar, the section is one menu of its items under this icon and its
   * subheader (a one-line bar has no room for six dashboards side by side).
   */
  barGroupIcon?: NavItem['icon']
}

export interface NavRenderProps {
  sections: NavSection[]
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void
  /** Rendered by items with extra data; unused keys are ignored. */
  extra?: ReactNode
}
