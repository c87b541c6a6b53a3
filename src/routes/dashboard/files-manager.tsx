import { createFileRoute } from '@tanstack/react-router'
import { fileListQueryOptions, storageQueryOptions } from '@/features/files/api/queries'
import { FilesPage } from '@/features/files/files-page'
import { fileListApiQuery, parseFileSearch } from '@/features/files/search'
import { loadNamespaces } from '@/lib/i18n/i18n'
import { prefetch } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/files-manager')({
  staticData: { title: 'nav.fileManager' },
  validateSearch: parseFileSearch,
  loaderDeps: ({ search }) => fileListApiQuery(search),
  // The list and the storage widget start with the page's code (no waterfall); skeletons meanwhile.
  loader: async ({ context: { queryClient }, deps }) => {
    prefetch(queryClient, fileListQueryOptions(deps))
    prefetch(queryClient, storageQueryOptions())
    await loadNamespaces('files')
  },
  component: FilesPage,
})
