import { MantineProvider } from '@mantine/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { CountrySelect } from '@/components/country-select'
import { COUNTRY_CODES } from '@/lib/countries'

function Picker() {
  const [value, setValue] = useState<string | null>(null)
  return (
    <MantineProvider env="test">
      <CountrySelect label="Country" value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
    </MantineProvider>
  )
}

describe('CountrySelect', () => {
  it('renders no option while closed', () => {
    // Mantine keeps a closed dropdown's options in the page by default: here 246 rows, drawn
    // again on every keystroke of the form around it (a keystroke in the user editor took
    // ~280 ms at 4x CPU with them, ~100 ms without).
    render(<Picker />)
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeInTheDocument()
    expect(document.querySelectorAll('[data-combobox-option]')).toHaveLength(0)
  })

  it('lists every country by name with its code when opened, narrows as one types, and picks one', async () => {
    const user = userEvent.setup()
    render(<Picker />)
    await user.click(screen.getByRole('combobox', { name: 'Country' }))
    const list = await screen.findByRole('listbox')
    expect(within(list).getAllByRole('option')).toHaveLength(COUNTRY_CODES.length)
    await user.keyboard('Viet')
    const match = within(screen.getByRole('listbox')).getByRole('option', { name: /Vietnam/ })
    expect(match).toHaveTextContent('VN')
    await user.click(match)
    expect(screen.getByRole('status')).toHaveTextContent('VN')
    expect(document.querySelectorAll('[data-combobox-option]')).toHaveLength(0)
  })

  it('works from the keyboard alone: focus opens it, the arrows move, Enter picks', async () => {
    const user = userEvent.setup()
    render(<Picker />)
    await user.tab()
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveFocus()
    await user.keyboard('Fran')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(screen.getByRole('status')).toHaveTextContent('FR')
  })
})
