import 'i18next'
import type { DEFAULT_NAMESPACE, NamespaceResources } from './namespaces'

// Typed keys: a `t('...')` with a key English does not have fails `npm run typecheck`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE
    resources: NamespaceResources
  }
}
