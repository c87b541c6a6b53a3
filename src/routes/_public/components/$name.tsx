import { createFileRoute, notFound } from '@tanstack/react-router'
import { ComponentNotFound } from '@/features/styleguide/component-page/component-not-found'
import { ComponentPage } from '@/features/styleguide/component-page/component-page'
import { findGalleryEntry, loadDemo } from '@/features/styleguide/gallery'
import { loadNamespaces } from '@/lib/i18n/i18n'

// No staticData.title: the page names the component itself ("Buttons | Tangram").
export const Route = createFileRoute('/_public/components/$name')({
  loader: async ({ params }) => {
    await loadNamespaces('styleguide')
    const entry = findGalleryEntry(params.name)
    if (!entry) throw notFound()
    // The demo's chunk starts with the page's own, not after it renders.
    void loadDemo(entry)
  },
  component: ComponentPage,
  notFoundComponent: ComponentNotFound,
})
