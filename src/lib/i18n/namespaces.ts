/**
 * The one list of translation namespaces. `NamespaceResources` gives each namespace the type of
 * its English bundle (typed `t` keys, see `i18next.d.ts`); `NAMESPACES` is the same list at run
 * time (registration in `i18n.ts`), and the type-check fails if the two ever differ. A new area
 * adds `src/locales/<lng>/<area>.json` for every language and one entry in each of the two below.
 */
import type about from '@/locales/en/about.json'
import type account from '@/locales/en/account.json'
import type auth from '@/locales/en/auth.json'
import type blog from '@/locales/en/blog.json'
import type calendar from '@/locales/en/calendar.json'
import type chat from '@/locales/en/chat.json'
import type dashboards from '@/locales/en/dashboards.json'
import type common from '@/locales/en/common.json'
import type ecommerce from '@/locales/en/ecommerce.json'
import type files from '@/locales/en/files.json'
import type invoices from '@/locales/en/invoices.json'
import type kanban from '@/locales/en/kanban.json'
import type mail from '@/locales/en/mail.json'
import type marketing from '@/locales/en/marketing.json'
import type products from '@/locales/en/products.json'
import type support from '@/locales/en/support.json'
import type styleguide from '@/locales/en/styleguide.json'
import type users from '@/locales/en/users.json'

export interface NamespaceResources {
  common: typeof common
  auth: typeof auth
  ecommerce: typeof ecommerce
  products: typeof products
  calendar: typeof calendar
  kanban: typeof kanban
  users: typeof users
  account: typeof account
  invoices: typeof invoices
  mail: typeof mail
  chat: typeof chat
  blog: typeof blog
  files: typeof files
  marketing: typeof marketing
  support: typeof support
  about: typeof about
  styleguide: typeof styleguide
  dashboards: typeof dashboards
}

export type Namespace = keyof NamespaceResources

// A Record needs every namespace and rejects unknown ones: the run-time list cannot drift.
const registered: Record<Namespace, true> = {
  common: true,
  auth: true,
  ecommerce: true,
  products: true,
  calendar: true,
  kanban: true,
  users: true,
  account: true,
  invoices: true,
  mail: true,
  chat: true,
  blog: true,
  files: true,
  marketing: true,
  support: true,
  about: true,
  styleguide: true,
  dashboards: true,
}

export const NAMESPACES = Object.keys(registered) as readonly Namespace[]
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace
