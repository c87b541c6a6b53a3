import 'i18next'
import type auth from '@/locales/en/auth.json'
import type calendar from '@/locales/en/calendar.json'
import type common from '@/locales/en/common.json'
import type ecommerce from '@/locales/en/ecommerce.json'
import type kanban from '@/locales/en/kanban.json'
import type products from '@/locales/en/products.json'

// Typed keys: a `t('...')` with a key English does not have fails `npm run typecheck`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof common
      auth: typeof auth
      ecommerce: typeof ecommerce
      products: typeof products
      calendar: typeof calendar
      kanban: typeof kanban
    }
  }
}
