/**
 * The account area's query keys (the signed-in user's own data; the user itself is the session's
 * `sessionKeys.me()`). Invalidation goes through these, never spelled keys.
 */
export const accountKeys = {
  all: ['account'] as const,
}
