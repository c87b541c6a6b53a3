/**
 * The questions of /faqs, by category. The words are translations (`support:faqs.items.<id>`);
 * this list fixes which questions exist, their order and their category.
 */
export const FAQ_CATEGORIES = [
  'general',
  'account',
  'billing',
  'features',
  'security',
  'support',
] as const
export type FaqCategory = (typeof FAQ_CATEGORIES)[number]

export const FAQ_ITEMS = [
  { id: 'whatIs', category: 'general' },
  { id: 'whoFor', category: 'general' },
  { id: 'languages', category: 'general' },
  { id: 'signUp', category: 'account' },
  { id: 'resetPassword', category: 'account' },
  { id: 'deleteAccount', category: 'account' },
  { id: 'trial', category: 'billing' },
  { id: 'changePlan', category: 'billing' },
  { id: 'invoices', category: 'billing' },
  { id: 'mobile', category: 'features' },
  { id: 'darkMode', category: 'features' },
  { id: 'exportData', category: 'features' },
  { id: 'dataStorage', category: 'security' },
  { id: 'twoFactor', category: 'security' },
  { id: 'roles', category: 'security' },
  { id: 'contactSupport', category: 'support' },
  { id: 'responseTime', category: 'support' },
  { id: 'featureRequest', category: 'support' },
] as const satisfies readonly { id: string; category: FaqCategory }[]

export type FaqId = (typeof FAQ_ITEMS)[number]['id']
