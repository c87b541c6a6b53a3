/**
 * Links outside the app (spec §2: "Links to external documentation and a store also exist").
 * Where they point depends on where this dashboard is published, so they are set at build time
 * (VITE_DOCS_URL, VITE_STORE_URL; see .env.example) and each is shown only when set.
 */
const env = import.meta.env as Record<string, string | undefined>

const httpUrl = (value: string | undefined) => (value && /^https?:\/\//.test(value) ? value : '')

export const externalLinks = {
  docs: httpUrl(env.VITE_DOCS_URL),
  store: httpUrl(env.VITE_STORE_URL),
} as const
