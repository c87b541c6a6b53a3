import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useSettingsContext } from '@/lib/settings/settings-context'

function Reader() {
  useSettingsContext()
  return null
}

describe('useSettingsContext', () => {
  it('throws the spec message outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<Reader />)).toThrow(
      'useSettingsContext must be use inside SettingsProvider',
    )
  })
})
