/**
 * A carousel of any content (the about page's testimonials; dashboards and the components gallery
 * reuse it), built on the WAI-ARIA APG carousel pattern:
 *
 * - a region named by `label`, announced as a carousel; each slide a group announced as a slide,
 *   "Slide 2 of 6";
 * - the slides out of view are `inert` and `aria-hidden`: not in the accessibility tree, nothing
 *   in them focusable;
 * - Previous / Next buttons and a dot per page; the arrow keys (mirrored in rtl), Home and End
 *   work while any of them has the focus;
 * - swipe with a finger or a mouse; no sliding with `prefers-reduced-motion` (the stylesheet);
 * - `slidesPerView` may change with the width ({ base: 1, sm: 2, lg: 3 }); it pages by views.
 *
 * No autoplay: a moving page is hard to read and needs a pause button (docs/decisions/public-pages.md).
 * Pure rules: `carousel-logic.ts`.
 */
import {
  ActionIcon,
  UnstyledButton,
  useDirection,
  useMatches,
  type MantineBreakpoint,
} from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import {
  Children,
  useId,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import {
  clampStart,
  isShown,
  pageCount,
  pageOf,
  pageSlides,
  startOfPage,
  stepForKey,
  stepTo,
  type Step,
} from './carousel-logic'
import classes from './carousel.module.css'
import { useSwipe } from './use-swipe'

export interface CarouselProps {
  /** The region's accessible name ("Testimonials"). */
  label: string
  /** One element per slide, each with its key. */
  children: ReactNode
  /** Slides side by side: a number, or per breakpoint ({ base: 1, md: 2 }). Default 1. */
  slidesPerView?: number | Partial<Record<MantineBreakpoint, number>>
  /** Space between slides, any CSS length. */
  gap?: string
  className?: string
  'data-testid'?: string
}

interface StepButtonProps {
  step: 'previous' | 'next'
  label: string
  /** At an end: marked unavailable, but still focusable (`disabled` would drop the focus). */
  unavailable: boolean
  controls: string
  onStep: (step: Step) => void
  onKeyDown: (event: KeyboardEvent) => void
}

function StepButton({ step, label, unavailable, controls, onStep, onKeyDown }: StepButtonProps) {
  const Chevron = step === 'previous' ? IconChevronLeft : IconChevronRight
  return (
    <ActionIcon
      variant="default"
      size={40}
      radius="xl"
      aria-label={label}
      aria-controls={controls}
      aria-disabled={unavailable || undefined}
      data-disabled={unavailable || undefined}
      onClick={() => !unavailable && onStep(step)}
      onKeyDown={onKeyDown}
      data-testid={`carousel-${step}`}
    >
      <Chevron size={20} className="flip-rtl" aria-hidden />
    </ActionIcon>
  )
}

export function Carousel({
  label,
  children,
  slidesPerView = 1,
  gap = 'var(--mantine-spacing-lg)',
  className,
  'data-testid': testId,
}: CarouselProps) {
  const { t } = useTranslation()
  const { dir } = useDirection()
  const slides = Children.toArray(children)
  const count = slides.length
  const perView = Math.max(
    1,
    Math.min(
      count,
      useMatches(typeof slidesPerView === 'number' ? { base: slidesPerView } : slidesPerView),
    ),
  )
  const [wanted, setWanted] = useState(0)
  // Kept in range when the width (slides per view) or the slides change.
  const start = clampStart(wanted, count, perView)
  const pages = pageCount(count, perView)
  const page = pageOf(start, count, perView)
  const trackId = useId()

  const go = (step: Step) => setWanted(stepTo(start, step, count, perView))
  const swipe = useSwipe(dir, go)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const step = stepForKey(event.key, dir)
    if (!step) return
    event.preventDefault()
    go(step)
  }

  const atStart = start === 0
  const atEnd = page === pages - 1
  const slideLabel = (from: number, to: number) =>
    from === to
      ? t('carousel.slideOf', { n: from, total: count })
      : t('carousel.slidesOf', { from, to, total: count })

  const style = {
    '--carousel-per-view': perView,
    '--carousel-start': start,
    '--carousel-gap': gap,
    '--carousel-sign': dir === 'rtl' ? 1 : -1,
    '--carousel-drag': `${swipe.offset ?? 0}px`,
  } as CSSProperties

  return (
    <section
      aria-roledescription={t('carousel.carousel')}
      aria-label={label}
      className={className}
      data-testid={testId}
    >
      <div className={classes.viewport} {...swipe.handlers}>
        <div
          id={trackId}
          className={classes.track}
          style={style}
          data-dragging={swipe.offset !== null || undefined}
          aria-live={swipe.offset === null ? 'polite' : 'off'}
        >
          {slides.map((slide, index) => {
            const shown = isShown(index, start, perView)
            return (
              <div
                key={index}
                role="group"
                aria-roledescription={t('carousel.slide')}
                aria-label={slideLabel(index + 1, index + 1)}
                aria-hidden={!shown || undefined}
                inert={!shown}
                className={classes.slide}
                data-shown={shown || undefined}
              >
                {slide}
              </div>
            )
          })}
        </div>
      </div>

      {pages > 1 && (
        <div className={classes.controls}>
          <StepButton
            step="previous"
            label={t('carousel.previous')}
            unavailable={atStart}
            controls={trackId}
            onStep={go}
            onKeyDown={onKeyDown}
          />
          <div role="group" aria-label={t('carousel.choose')} className={classes.dots}>
            {Array.from({ length: pages }, (_, index) => {
              const { from, to } = pageSlides(index, count, perView)
              return (
                <UnstyledButton
                  key={index}
                  className={classes.dot}
                  aria-label={slideLabel(from, to)}
                  aria-controls={trackId}
                  aria-current={index === page || undefined}
                  data-active={index === page || undefined}
                  onClick={() => setWanted(startOfPage(index, count, perView))}
                  onKeyDown={onKeyDown}
                />
              )
            })}
          </div>
          <StepButton
            step="next"
            label={t('carousel.next')}
            unavailable={atEnd}
            controls={trackId}
            onStep={go}
            onKeyDown={onKeyDown}
          />
        </div>
      )}
    </section>
  )
}
