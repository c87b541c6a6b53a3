import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { DebouncedSearch } from '@/components/debounced-search'

const renderSearch = (value?: string) =>
  render(
    <MantineProvider env="test">
      <DebouncedSearch
        value={value}
        onSearch={() => {}}
        label="Search"
        placeholder="Search…"
        clearLabel="Clear"
      />
    </MantineProvider>,
  )

describe('DebouncedSearch', () => {
  it("keeps the page's direction while empty, so the placeholder and caret start on the reading side", () => {
    renderSearch()
    const input = screen.getByRole('searchbox', { name: 'Search' })
    expect(input).not.toHaveAttribute('dir')
    // Never on the wrapper either, where "auto" sees no text and is always ltr.
    expect(input.closest('[dir="auto"]')).toBeNull()
  })

  it('lets what is typed take its own direction, on the input itself', () => {
    renderSearch()
    const input = screen.getByRole('searchbox', { name: 'Search' })
    fireEvent.change(input, { target: { value: 'مرحبا' } })
    expect(input).toHaveAttribute('dir', 'auto')
    fireEvent.change(input, { target: { value: '  ' } })
    expect(input).not.toHaveAttribute('dir')
  })

  it('a search already in the address counts as typed', () => {
    renderSearch('Avery')
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('dir', 'auto')
  })
})
