import { createFileRoute } from '@tanstack/react-router'
import { GalleryIndexPage } from '@/features/styleguide/gallery-index/gallery-index-page'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/_public/components/')({
  staticData: { title: 'nav.components', namespaces: ['styleguide'] },
  loader: loadRouteNamespaces,
  codeSplitGroupings: [['component']],
  component: GalleryIndexPage,
})
