/** The account page's tabs, in their order; the URL's `?tab=` holds any but the first. */
export const ACCOUNT_TABS = ['general', 'billing', 'notifications', 'social', 'security'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]
export const LINKED_ACCOUNT_TABS = ['billing', 'notifications', 'social', 'security'] as const
export type LinkedAccountTab = (typeof LINKED_ACCOUNT_TABS)[number]

export const isLinkedTab = (value: string | null): value is LinkedAccountTab =>
  (LINKED_ACCOUNT_TABS as readonly (string | null)[]).includes(value)
