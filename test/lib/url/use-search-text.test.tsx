import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSearchText } from '@/lib/url/use-search-text'

/** A box over an address value that onSearch changes, as a route's search params would. */
function renderBox(initial: string | undefined, delay = 300) {
  const onSearch = vi.fn()
  const view = renderHook(({ value }) => useSearchText(value, onSearch, delay), {
    initialProps: { value: initial },
  })
  onSearch.mockImplementation((value: string | undefined) => view.rerender({ value }))
  return { ...view, onSearch }
}

describe('useSearchText', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows typing at once and searches once typing pauses, trimmed', () => {
    const { result, onSearch } = renderBox(undefined)
    act(() => result.current.type('shoes '))
    expect(result.current.text).toBe('shoes ')
    expect(onSearch).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(300)
    })
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('shoes')
    // Its own echo in the address keeps the trailing space typed.
    expect(result.current.text).toBe('shoes ')
  })

  it('searches at once on submit, and never twice for the same text', () => {
    const { result, onSearch } = renderBox(undefined)
    act(() => result.current.type('boots'))
    act(() => result.current.submit())
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('boots')
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(onSearch).toHaveBeenCalledTimes(1)
  })

  it('takes a change of the address it did not make', () => {
    const { result, rerender } = renderBox('boots')
    rerender({ value: undefined })
    expect(result.current.text).toBe('')
    rerender({ value: 'sandals' })
    expect(result.current.text).toBe('sandals')
  })

  it('clears the text and the search; a cancelled pause searches nothing', () => {
    const { result, onSearch } = renderBox('boots')
    act(() => result.current.clear())
    expect(result.current.text).toBe('')
    expect(onSearch).toHaveBeenCalledExactlyOnceWith(undefined)
    act(() => result.current.type('san'))
    act(() => result.current.cancel('Sandal Classic'))
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(result.current.text).toBe('Sandal Classic')
    expect(onSearch).toHaveBeenCalledTimes(1)
  })
})
