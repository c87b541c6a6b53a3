import type { ParseKeys } from 'i18next'

/** A translation key of the common namespace; titles and nav labels are stored as keys. */
export type TitleKey = ParseKeys<'common'>

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Page title and breadcrumb label (a translation key). Routes without one add no crumb. */
    title?: TitleKey
  }
}
