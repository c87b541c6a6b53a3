/**
 * Settings of the mock API, from the environment (Vite's import.meta.env in the browser and in
 * vitest; the same variables in `npm run mock-server`).
 *   VITE_MOCK_LATENCY    artificial delay of every answer, in ms (default 0)
 *   VITE_MOCK_TOKEN_TTL  access token lifetime in seconds (default 3 days)
 *   VITE_MOCK_SEED_SIZE  'large' seeds thousands of rows for scale checks
 *   VITE_MOCK_OUTBOX     'off' hides the demo inbox (GET /api/mock/outbox answers 404)
 */
const env = (import.meta.env ?? {}) as Record<string, string | undefined>

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback
}

const outbox = (value: string | undefined): 'open' | 'off' => (value === 'off' ? 'off' : 'open')

export const mockConfig = {
  latencyMs: number(env.VITE_MOCK_LATENCY, 0),
  tokenTtlSeconds: number(env.VITE_MOCK_TOKEN_TTL, 3 * 24 * 60 * 60),
  seedSize: env.VITE_MOCK_SEED_SIZE === 'large' ? ('large' as const) : ('normal' as const),
  /** Cooldown before another verification code may be sent. */
  resendCooldownSeconds: 60,
  /** How long a verification or reset code stays valid. */
  codeTtlSeconds: 15 * 60,
  /** Wrong tries a code survives: the last one burns it and a new code must be asked for. */
  codeMaxAttempts: 5,
  /**
   * The demo inbox (GET /api/mock/outbox) shows anyone the codes sent to any address: 'open' in
   * the browser and in vitest (one user, the demo needs it), 'off' on a shared mock-server.
   */
  outbox: outbox(env.VITE_MOCK_OUTBOX),
  /**
   * Per-account (e-mail) and per-client limits of the sign-in and code calls (docs/api.md,
   * "Account"), as `limit` calls per `windowSeconds`. Sign-in counts failed tries only.
   */
  rateLimits: {
    loginFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
    loginFailuresPerClient: { limit: 30, windowSeconds: 60 },
    accountCallsPerAccount: { limit: 30, windowSeconds: 15 * 60 },
    accountCallsPerClient: { limit: 60, windowSeconds: 10 * 60 },
    /** Blog comments and replies written, per account. */
    blogCommentsPerAccount: { limit: 20, windowSeconds: 60 },
    /** Subscriptions tried on /payment (each checks a card), per account. */
    subscribePerAccount: { limit: 10, windowSeconds: 10 * 60 },
    /** Messages from the public contact forms, per client and per sender address. */
    contactMessagesPerClient: { limit: 10, windowSeconds: 10 * 60 },
    contactMessagesPerSender: { limit: 5, windowSeconds: 10 * 60 },
    /** Banking transfers, and requests for the card's whole number, per account. */
    bankTransfersPerAccount: { limit: 30, windowSeconds: 10 * 60 },
    cardNumberPerAccount: { limit: 10, windowSeconds: 10 * 60 },
  },
}
