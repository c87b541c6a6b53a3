import { createFileRoute, notFound } from '@tanstack/react-router'
import { ComponentNotFound } from '@/features/styleguide/component-page/component-not-found'
import { ComponentPage } from '@/features/styleguide/component-page/component-page'
import { findGalleryEntry, loadDemo } from '@/features/styleguide/gallery'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

// No staticData.title: the page names the component itself ("Buttons | Tangram").
export const Route = createFileRoute('/_public/components/$name')({
  staticData: { namespaces: ['styleguide'] },
  loader: async ({ params, route }) => {
    await loadRouteNamespaces({ route })
    const entry = findGalleryEntry(params.name)
    if (!entry) throw notFound()
    // The demo's chunk starts with the page's own, not after it renders.
    void loadDemo(entry)
  },
  component: ComponentPage,
  notFoundComponent: ComponentNotFound,
})
