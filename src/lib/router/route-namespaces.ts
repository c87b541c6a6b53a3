/**
 * A route's translation namespaces are named once, in its `staticData.namespaces`: its loader
 * loads them (`loadRouteNamespaces`) and start-up starts fetching them with the route's code
 * (`prefetchRouteNamespaces`, from `preloadCurrentRoute`). Before, a first visit asked for them
 * only when the loader ran, after the loader's own chunk and the common bundle had arrived: a
 * third round trip before the page could paint.
 *
 * A route whose loader is nothing but `loader: loadRouteNamespaces` also says
 * `codeSplitGroupings: [['component']]`: the loader then stays in the route tree (it imports
 * only this file, which the first bundle has anyway) instead of a 68-byte chunk of its own that
 * a first visit fetched after the route tree, one request and one round trip more before paint.
 * A test holds every such route to it.
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
