/**
 * The public pages' own query keys (plans and billing are `lib/billing/keys.ts`, shared with the
 * account area): the about page's team and quotes.
 */
export const marketingKeys = {
  all: ['marketing'] as const,
  team: () => [...marketingKeys.all, 'team'] as const,
}
