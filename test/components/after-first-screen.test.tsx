import { render, screen } from '@testing-library/react'
import { AfterFirstScreen } from '@/components/after-first-screen'

describe('AfterFirstScreen', () => {
  it('leaves its children out of the first commit and shows them in the pass right after', async () => {
    const commits: string[] = []
    function Page() {
      return (
        <>
          <p ref={() => void commits.push(`first screen, later part ${laterShown()}`)}>Welcome</p>
          <AfterFirstScreen>
            <p>Newest invoices</p>
          </AfterFirstScreen>
        </>
      )
    }
    const laterShown = () => (screen.queryByText('Newest invoices') ? 'shown' : 'not yet')
    render(<Page />)
    expect(await screen.findByText('Newest invoices')).toBeInTheDocument()
    expect(commits[0]).toBe('first screen, later part not yet')
  })
})
