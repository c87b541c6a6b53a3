import { defineArea } from '../../lib/area'
import { lazyHandlers } from '../../lib/lazy-handlers'
import { blogRecords } from './records'
import { seedBlog } from './seed'

/**
 * Posts, comments, favourites, pictures and autosaves. The collections and the seed load with the
 * mock API; the handlers on the first blog call (mocks/lib/lazy-handlers.ts).
 */
export const blogArea = defineArea({
  name: 'blog',
  collections: blogRecords,
  seed: seedBlog,
  handlers: [lazyHandlers('/api/blog', async () => (await import('./handlers')).blogHandlers)],
})
