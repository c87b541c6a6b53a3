/**
 * The one place that reads build-time configuration (DESIGN "The API").
 * VITE_API_URL: base address of the API, empty for same origin.
 * VITE_MOCK_API: "true" (default) serves /api/* from the MSW worker in the browser.
 */

export interface AppConfig {
  apiUrl: string
  mockApi: boolean
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

type Env = Record<string, string | boolean | undefined>

export function parseConfig(env: Env): AppConfig {
  const problems: string[] = []

  const rawUrl = typeof env.VITE_API_URL === 'string' ? env.VITE_API_URL.trim() : ''
  let apiUrl = ''
  if (rawUrl) {
    try {
      const url = new URL(rawUrl)
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol')
      apiUrl = url.href.replace(/\/+$/, '')
    } catch {
      problems.push(`VITE_API_URL must be an http(s) URL or empty, got "${rawUrl}"`)
    }
  }

  const rawMock = env.VITE_MOCK_API
  let mockApi = true
  if (rawMock !== undefined && rawMock !== '') {
    const value = String(rawMock).toLowerCase()
    if (value === 'true' || value === '1') mockApi = true
    else if (value === 'false' || value === '0') mockApi = false
    else problems.push(`VITE_MOCK_API must be true or false, got "${String(rawMock)}"`)
  }

  if (problems.length) throw new ConfigError(`Invalid configuration:\n- ${problems.join('\n- ')}`)
  return { apiUrl, mockApi }
}

export const config: AppConfig = parseConfig(import.meta.env)
