import type { ParseKeys } from 'i18next'
import type { Namespace } from '@/lib/i18n/namespaces'

/** A translation key of the common namespace; titles and nav labels are stored as keys. */
export type TitleKey = ParseKeys<'common'>

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Page title and breadcrumb label (a translation key). Routes without one add no crumb. */
    title?: TitleKey
    /**
     * The translation namespaces the route's screens use beyond common. Its loader loads them
     * (`loadRouteNamespaces`); start-up starts fetching them with the route's code.
     */
    namespaces?: readonly Namespace[]
  }
}
