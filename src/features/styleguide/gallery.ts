/**
 * The living style guide's one registry: every /components/$name page, its group on the index,
 * its translated title and description, and its demo, imported only when its page opens (the
 * editor, the charts, dnd-kit and the date pickers never reach the index or the first bundle).
 * A page joins the gallery with one entry here, its texts under `entries.<name>` in
 * locales/<lng>/styleguide.json, and a demo module in ./demos.
 */
import type { ComponentType } from 'react'

export const GALLERY_CATEGORIES = ['foundations', 'components', 'extras'] as const
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number]

/** What a demo module exports: the variants to show, and the import a developer writes. */
export interface DemoModule {
  default: ComponentType
  /** A short code sample: which import of this codebase to use, and how. */
  usage: string
}

const ENTRIES = {
  colors: { category: 'foundations', load: () => import('./demos/colors/colors-demo') },
  typography: { category: 'foundations', load: () => import('./demos/typography-demo') },
  shadows: { category: 'foundations', load: () => import('./demos/shadows-demo') },
  icons: { category: 'foundations', load: () => import('./demos/icons/icons-demo') },
  buttons: { category: 'components', load: () => import('./demos/buttons-demo') },
  inputs: { category: 'components', load: () => import('./demos/inputs-demo') },
  selects: { category: 'components', load: () => import('./demos/selects-demo') },
  badges: { category: 'components', load: () => import('./demos/badges-demo') },
  tables: { category: 'components', load: () => import('./demos/tables/tables-demo') },
  tabs: { category: 'components', load: () => import('./demos/tabs-demo') },
  steppers: { category: 'components', load: () => import('./demos/steppers-demo') },
  dialogs: { category: 'components', load: () => import('./demos/dialogs-demo') },
  menus: { category: 'components', load: () => import('./demos/menus-demo') },
  notifications: { category: 'components', load: () => import('./demos/notifications-demo') },
  progress: { category: 'components', load: () => import('./demos/progress-demo') },
  charts: { category: 'extras', load: () => import('./demos/charts/charts-demo') },
  'rich-text': { category: 'extras', load: () => import('./demos/rich-text-demo') },
  upload: { category: 'extras', load: () => import('./demos/upload-demo') },
  carousel: { category: 'extras', load: () => import('./demos/carousel-demo') },
  'drag-and-drop': { category: 'extras', load: () => import('./demos/dnd/dnd-demo') },
  'date-pickers': { category: 'extras', load: () => import('./demos/date-pickers-demo') },
} satisfies Record<string, { category: GalleryCategory; load: () => Promise<DemoModule> }>

export type GalleryName = keyof typeof ENTRIES

export interface GalleryEntry {
  /** The URL slug: /components/<name>. */
  name: GalleryName
  category: GalleryCategory
  /** Keys of the styleguide namespace. */
  title: `entries.${GalleryName}.title`
  description: `entries.${GalleryName}.description`
  usageNote: `entries.${GalleryName}.usage`
  load: () => Promise<DemoModule>
}

export const GALLERY: readonly GalleryEntry[] = (
  Object.entries(ENTRIES) as Array<[GalleryName, (typeof ENTRIES)[GalleryName]]>
).map(([name, { category, load }]) => ({
  name,
  category,
  title: `entries.${name}.title`,
  description: `entries.${name}.description`,
  usageNote: `entries.${name}.usage`,
  load,
}))

/** The entry of a URL slug, or undefined for an unknown one (the page's not-found state). */
export const findGalleryEntry = (name: string): GalleryEntry | undefined =>
  GALLERY.find((entry) => entry.name === name)

export const galleryByCategory = (category: GalleryCategory) =>
  GALLERY.filter((entry) => entry.category === category)

const loading = new Map<GalleryName, Promise<DemoModule>>()

/**
 * The demo module of an entry, one promise per entry: the route's loader starts it and the page
 * reads the same promise with `use()`, so the chunk is fetched once.
 */
export function loadDemo(entry: GalleryEntry): Promise<DemoModule> {
  let promise = loading.get(entry.name)
  if (!promise) {
    promise = entry.load()
    // A failed chunk is tried again on the next visit rather than cached as failed.
    promise.catch(() => loading.delete(entry.name))
    loading.set(entry.name, promise)
  }
  return promise
}
