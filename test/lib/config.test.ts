import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from '@/lib/config'

describe('config', () => {
  it('defaults to same-origin API with mocks on', () => {
    expect(parseConfig({})).toEqual({ apiUrl: '', mockApi: true })
  })

  it('reads a real API address and mocks off', () => {
    expect(
      parseConfig({ VITE_API_URL: 'https://api.example.com/', VITE_MOCK_API: 'false' }),
    ).toEqual({
      apiUrl: 'https://api.example.com',
      mockApi: false,
    })
  })

  it('rejects bad values with a clear message', () => {
    expect(() => parseConfig({ VITE_API_URL: 'ftp://x' })).toThrow(ConfigError)
    expect(() => parseConfig({ VITE_MOCK_API: 'maybe' })).toThrow(
      /VITE_MOCK_API must be true or false/,
    )
  })
})
