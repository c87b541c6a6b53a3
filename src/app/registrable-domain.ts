/**
 * Stands in for `tldts` in the app build (vite.config.ts aliases it; vitest keeps the real one).
 * msw's cookie store reaches tldts through tough-cookie, which only calls `getDomain()` to find
 * the registrable domain of a cookie's host: which parent domains a cookie may be stored under and
 * matched against. The full public-suffix list costs ~94 KB gzip. In the browser the mock API only
 * sees cookies of the app's own origin, which the browser has already checked against that list,
 * so the last two labels are enough: `localhost` (tough-cookie handles it before asking), IP
 * hosts and single labels have no registrable domain, as in tldts. On a multi-label suffix
 * (`example.co.uk`) this answers `co.uk`: a same-origin cookie still matches its own host.
 */
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/

export function getDomain(hostname: string, _options?: unknown): string | null {
  let host = hostname.trim().toLowerCase()
  if (host.endsWith('.')) host = host.slice(0, -1)
  // IPv6 hosts contain colons (with or without brackets); neither they nor IPv4 have a domain.
  if (!host || host.includes(':') || IPV4.test(host)) return null
  const labels = host.split('.')
  if (labels.length < 2 || labels.some((label) => label === '')) return null
  return labels.slice(-2).join('.')
}
