import { createFileRoute } from '@tanstack/react-router'
import { fileListQueryOptions, storageQueryOptions } from '@/features/files/api/queries'
import { FilesPage } from '@/features/files/files-page'
import { fileListApiQuery, parseFileSearch } from '@/features/files/search'
import { prefetch } from '@/lib/router/loaders'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/files-manager')({
  staticData: { title: 'nav.fileManager', namespaces: ['files'] },
  validateSearch: parseFileSearch,
  loaderDeps: ({ search }) => fileListApiQuery(search),
  // The list and the storage widget start with the page's code (no waterfall); skeletons meanwhile.
  loader: async ({ context: { queryClient }, deps, route }) => {
    prefetch(queryClient, fileListQueryOptions(deps))
    prefetch(queryClient, storageQueryOptions())
    await loadRouteNamespaces({ route })
  },
  component: FilesPage,
})
