/**
 * Billing's query keys, shared by the account's Billing tab and the public pricing and payment
 * pages (features may not import each other): the plan catalogue, and the signed-in account's
 * plan, cards and history (GET /api/account/billing), which every billing write answers.
 */
export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  account: () => [...billingKeys.all, 'account'] as const,
}
