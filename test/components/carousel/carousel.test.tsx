/** The shared carousel: buttons, dots and keys move it; slides out of view are out of reach. */
import { DirectionProvider, MantineProvider } from '@mantine/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Carousel } from '@/components/carousel/carousel'

function renderCarousel(dir: 'ltr' | 'rtl' = 'ltr') {
  render(
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <MantineProvider env="test">
        <Carousel label="Stories" slidesPerView={2}>
          {[1, 2, 3, 4, 5].map((n) => (
            <article key={n}>
              <p>Story {n}</p>
              <a href={`#story-${n}`}>Read story {n}</a>
            </article>
          ))}
        </Carousel>
      </MantineProvider>
    </DirectionProvider>,
  )
  return userEvent.setup({ delay: null })
}

/** The slides a screen reader finds (the others are hidden from it). */
/** A slide by its label, shown or not (a hidden one has no accessible name to find it by). */
const slide = (label: string) =>
  document.querySelector<HTMLElement>(`[aria-roledescription="slide"][aria-label="${label}"]`)

const shownSlides = () =>
  within(screen.getByRole('region', { name: 'Stories' }))
    .getAllByRole('group', { name: /^Slide \d of 5$/ })
    .map((slide) => slide.getAttribute('aria-label'))

describe('Carousel', () => {
  it('is a labelled carousel region of labelled slides, two at a time', () => {
    renderCarousel()
    const region = screen.getByRole('region', { name: 'Stories' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    expect(shownSlides()).toEqual(['Slide 1 of 5', 'Slide 2 of 5'])
    expect(slide('Slide 3 of 5')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(screen.getByRole('button', { name: 'Slides 1 to 2 of 5' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  it('puts the slides out of view out of reach: inert and hidden from screen readers', () => {
    renderCarousel()
    for (const n of [3, 4, 5]) {
      expect(slide(`Slide ${n} of 5`)).toHaveAttribute('inert')
      expect(slide(`Slide ${n} of 5`)).toHaveAttribute('aria-hidden', 'true')
    }
    for (const n of [1, 2]) expect(slide(`Slide ${n} of 5`)).not.toHaveAttribute('inert')
    // jsdom's focus ignores `inert` (a browser's does not): the browser test (about.spec.ts)
    // tabs through the page and checks that the focus never lands in a hidden slide.
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Read story 1',
      'Read story 2',
    ])
  })

  it('moves by a view with the buttons and the dots; the last view is full', async () => {
    const user = renderCarousel()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(shownSlides()).toEqual(['Slide 3 of 5', 'Slide 4 of 5'])
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Read story 3',
      'Read story 4',
    ])
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(shownSlides()).toEqual(['Slide 4 of 5', 'Slide 5 of 5'])
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(shownSlides()).toEqual(['Slide 4 of 5', 'Slide 5 of 5'])

    await user.click(screen.getByRole('button', { name: 'Slides 1 to 2 of 5' }))
    expect(shownSlides()).toEqual(['Slide 1 of 5', 'Slide 2 of 5'])
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(shownSlides()).toEqual(['Slide 1 of 5', 'Slide 2 of 5'])
  })

  it('follows the arrow keys, Home and End while a control has the focus', async () => {
    const user = renderCarousel()
    screen.getByRole('button', { name: 'Next' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(shownSlides()).toEqual(['Slide 3 of 5', 'Slide 4 of 5'])
    await user.keyboard('{ArrowLeft}')
    expect(shownSlides()).toEqual(['Slide 1 of 5', 'Slide 2 of 5'])
    await user.keyboard('{End}')
    expect(shownSlides()).toEqual(['Slide 4 of 5', 'Slide 5 of 5'])
    // The focus stays where it was: Next is only marked unavailable, not disabled.
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(shownSlides()).toEqual(['Slide 1 of 5', 'Slide 2 of 5'])
  })

  it('mirrors the arrow keys right to left', async () => {
    const user = renderCarousel('rtl')
    screen.getByRole('button', { name: 'Slides 1 to 2 of 5' }).focus()
    await user.keyboard('{ArrowLeft}')
    expect(shownSlides()).toEqual(['Slide 3 of 5', 'Slide 4 of 5'])
    await user.keyboard('{ArrowRight}')
    expect(shownSlides()).toEqual(['Slide 1 of 5', 'Slide 2 of 5'])
  })
})
