import { createFileRoute } from '@tanstack/react-router'
import { GalleryIndexPage } from '@/features/styleguide/gallery-index/gallery-index-page'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/_public/components/')({
  staticData: { title: 'nav.components' },
  loader: () => loadNamespaces('styleguide'),
  component: GalleryIndexPage,
})
