import { render, screen } from '@testing-library/react'
import { AfterFirstScreen } from '@/components/after-first-screen'
import { afterFirstPaint, holdUntilFirstRender } from '@/lib/first-paint'

/** What the page's first commit held in the place of the later part. */
function renderPage() {
  const commits: string[] = []
  const laterPart = () => {
    if (screen.queryByText('Newest invoices')) return 'shown'
    return document.querySelector('[aria-busy="true"]') ? 'busy' : 'missing'
  }
  render(
    <>
      <p ref={() => void commits.push(laterPart())}>Welcome</p>
      <AfterFirstScreen>
        <p>Newest invoices</p>
      </AfterFirstScreen>
    </>,
  )
  return commits
}

describe('AfterFirstScreen', () => {
  it('renders its children in the first commit once the app has painted (a route change)', () => {
    expect(renderPage()[0]).toBe('shown')
  })

  it('on the page the app starts on, leaves them out of the first commit, marked busy, and shows them right after', async () => {
    // The app's start-up holds its first paint until the router has rendered a page.
    let rendered = () => undefined as void
    holdUntilFirstRender({ subscribe: (_event, listener) => ((rendered = listener), () => {}) })
    try {
      const commits = renderPage()
      expect(await screen.findByText('Newest invoices')).toBeInTheDocument()
      expect(commits[0]).toBe('busy')
      expect(document.querySelector('[aria-busy="true"]')).toBeNull()
    } finally {
      // This project shares its modules between files: the paint passes, as on a page.
      rendered()
      await afterFirstPaint()
    }
  })
})
