/**
 * A route's translation namespaces are named once, in its `staticData.namespaces`: its loader
 * loads them (`loadRouteNamespaces`) and start-up starts fetching them with the route's code
 * (`prefetchRouteNamespaces`, from `preloadCurrentRoute`). Before, a first visit asked for them
 * only when the loader ran, after the loader's own chunk and the common bundle had arrived: a
 * third round trip before the page could paint.
 */
import type { StaticDataRouteOption } from '@tanstack/react-router'
import { loadNamespaces, prefetchNamespaces } from '@/lib/i18n/i18n'

interface RouteWithStaticData {
  options: { staticData?: StaticDataRouteOption }
}

/** A loader, or a loader's first step: the route's namespaces, loaded. */
export function loadRouteNamespaces({ route }: { route: RouteWithStaticData }) {
  return loadNamespaces(...(route.options.staticData?.namespaces ?? []))
}

/** Starts fetching the namespaces of these routes in the active language (nothing waits). */
export function prefetchRouteNamespaces(routes: readonly RouteWithStaticData[]) {
  prefetchNamespaces(routes.flatMap((route) => route.options.staticData?.namespaces ?? []))
}
