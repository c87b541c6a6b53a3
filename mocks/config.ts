/**
 * Settings of the mock API, from the environment (Vite's import.meta.env in the browser and in
 * vitest; the same variables in `npm run mock-server`).
 *   VITE_MOCK_LATENCY    artificial delay of every answer, in ms (default 0)
 *   VITE_MOCK_TOKEN_TTL  access token lifetime in seconds (default 3 days)
 *   VITE_MOCK_SEED_SIZE  'large' seeds thousands of rows for scale checks
 */
const env = (import.meta.env ?? {}) as Record<string, string | undefined>

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback
}

const outboxSetting: 'open' | 'off' = env.VITE_MOCK_OUTBOX === 'off' ? 'off' : 'open'

export const mockConfig = {
  latencyMs: number(env.VITE_MOCK_LATENCY, 0),
  tokenTtlSeconds: number(env.VITE_MOCK_TOKEN_TTL, 3 * 24 * 60 * 60),
  seedSize: env.VITE_MOCK_SEED_SIZE === 'large' ? ('large' as const) : ('normal' as const),
  /** Cooldown before another verification code may be sent. */
  resendCooldownSeconds: 60,
  /** How long a verification or reset code stays valid. */
  codeTtlSeconds: 15 * 60,
  /**
   * 'open': GET /api/mock/outbox shows the demo codes (browser, vitest); 'off': it answers 404
   * as if it did not exist (mock-server, unless started with --dev-outbox).
   */
  outbox: outboxSetting,
}
