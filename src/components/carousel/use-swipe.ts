/**
 * Swiping a carousel with a finger or a mouse (pointer events). The slides follow the pointer
 * while it moves; on release a long enough drag becomes a step (`stepForSwipe`). Vertical moves
 * stay the page's scroll (`touch-action: pan-y` in the stylesheet), and the click that ends a
 * drag does not follow a link under the pointer.
 */
import { useRef, useState, type MouseEvent, type PointerEvent } from 'react'
import { stepForSwipe, type ReadingDirection, type Step } from './carousel-logic'

/** Moves shorter than this are taps and clicks: nothing follows the pointer. */
const DRAG_START_PX = 8

interface Drag {
  pointerId: number
  x: number
  y: number
  width: number
  dragging: boolean
}

export function useSwipe(dir: ReadingDirection, onStep: (step: Step) => void) {
  const drag = useRef<Drag | null>(null)
  const justDragged = useRef(false)
  const [offset, setOffset] = useState<number | null>(null)

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = drag.current
    if (!current || current.pointerId !== event.pointerId) return
    drag.current = null
    setOffset(null)
    if (!current.dragging || cancelled) return
    justDragged.current = true
    const step = stepForSwipe(
      event.clientX - current.x,
      event.clientY - current.y,
      current.width,
      dir,
    )
    if (step) onStep(step)
  }

  return {
    /** The live drag in px, or null when nothing is dragged. */
    offset,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.pointerType === 'mouse' && event.button !== 0) return
        justDragged.current = false
        drag.current = {
          pointerId: event.pointerId,
          x: event.clientX,
          y: event.clientY,
          width: event.currentTarget.clientWidth,
          dragging: false,
        }
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const current = drag.current
        if (!current || current.pointerId !== event.pointerId) return
        const dx = event.clientX - current.x
        if (!current.dragging) {
          if (Math.abs(dx) < DRAG_START_PX) return
          current.dragging = true
          // Captured only now: capturing on press would send a plain click to the viewport.
          event.currentTarget.setPointerCapture?.(event.pointerId)
          window.getSelection()?.removeAllRanges()
        }
        setOffset(dx)
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
      onClickCapture(event: MouseEvent<HTMLElement>) {
        if (!justDragged.current) return
        justDragged.current = false
        event.preventDefault()
        event.stopPropagation()
      },
    },
  }
}
