/** Minimal cookie helpers. Parsing and building are pure so they can be tested without a DOM. */

export interface CookieOptions {
  maxAgeSeconds: number
  path: string
}

export function parseCookies(header: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    const name = part.slice(0, index).trim()
    if (!name || name in result) continue
    const raw = part.slice(index + 1).trim()
    try {
      result[name] = decodeURIComponent(raw)
    } catch {
      result[name] = raw
    }
  }
  return result
}

export function buildCookie(name: string, value: string, { maxAgeSeconds, path }: CookieOptions) {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=Lax`
}

export function buildCookieRemoval(name: string, path: string) {
  return `${name}=; Max-Age=0; Path=${path}; SameSite=Lax`
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  return parseCookies(document.cookie)[name]
}

export function writeCookie(name: string, value: string, options: CookieOptions) {
  document.cookie = buildCookie(name, value, options)
}

export function removeCookie(name: string, path: string) {
  document.cookie = buildCookieRemoval(name, path)
}
