/**
 * Where to go after signing in. Only paths inside this app are accepted: anything that could leave
 * the site (`https://evil`, `//evil`, `/\evil`, `javascript:`) falls back to the default. No open
 * redirects.
 */
export function sanitizeReturnTo(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback
  const path = value.trim()
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback
  // Control characters (tabs, newlines...) can turn into URL tricks in some browsers.
  if ([...path].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127))
    return fallback
  try {
    const url = new URL(path, 'http://app.invalid')
    if (url.origin !== 'http://app.invalid') return fallback
    // The auth pages themselves are not a destination.
    if (url.pathname.startsWith('/auth/')) return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
