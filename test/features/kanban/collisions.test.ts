import {
  closestCorners,
  getFirstCollision,
  pointerWithin,
  type ClientRect,
  type CollisionDetection,
  type DroppableContainer,
} from '@dnd-kit/core'
import { describe, expect, it } from 'vitest'
import { pointerThenCorners } from '@/features/kanban/collisions'

type Args = Parameters<CollisionDetection>[0]

/** What the board used before: every droppable under the pointer, else every closest corner. */
const reference: CollisionDetection = (args) => {
  const within = pointerWithin(args)
  return within.length > 0 ? within : closestCorners(args)
}

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
})

const container = (id: string, data: Record<string, unknown>): DroppableContainer => ({
  id,
  key: id,
  data: { current: data },
  disabled: false,
  node: { current: null },
  rect: { current: null },
})

/** A pseudo-random sequence, the same on every run. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
}

/**
 * A board laid out as the page does: columns 300 px wide with a 16 px gap, cards filling the
 * list's width (8 px in from the column's edges) with gaps between them; an empty column is a
 * droppable of its own. Some cards are not measured (dnd-kit skips those).
 */
function board(next: () => number, columns: number) {
  const containers: DroppableContainer[] = []
  const rects = new Map<string, ClientRect>()
  for (let column = 0; column < columns; column += 1) {
    const left = 20 + column * 316 - Math.round(next() * 40)
    const count = next() < 0.2 ? 0 : Math.floor(next() * 12) + 1
    if (count === 0) {
      containers.push(container(`col-${column}`, { type: 'column' }))
      rects.set(`col-${column}`, rect(left, 100, 300, 200))
      continue
    }
    let top = 140 - Math.round(next() * 300)
    for (let index = 0; index < count; index += 1) {
      const id = `card-${column}-${index}`
      const height = 60 + Math.round(next() * 80)
      containers.push(container(id, { type: 'card', columnId: `col-${column}` }))
      if (next() > 0.05) rects.set(id, rect(left + 8, top, 284, height))
      top += height + 8
    }
  }
  // dnd-kit lists droppables in registration order, not by column.
  containers.sort(() => next() - 0.5)
  return { containers, rects }
}

function args(next: () => number, columns: number, withPointer: boolean): Args {
  const { containers, rects } = board(next, columns)
  const x = -100 + next() * (columns * 316 + 200)
  const y = -100 + next() * 1200
  return {
    active: { id: 'active', data: { current: { type: 'card' } }, rect: { current: {} } } as never,
    collisionRect: rect(x - 140, y - 40, 284, 60 + next() * 80),
    droppableRects: rects,
    droppableContainers: containers,
    pointerCoordinates: withPointer ? { x, y } : null,
  }
}

describe('pointerThenCorners', () => {
  it('finds the same first collision as pointerWithin then closestCorners over every droppable', () => {
    const next = random(20)
    for (let round = 0; round < 600; round += 1) {
      const input = args(next, 1 + Math.floor(next() * 20), round % 3 !== 0)
      expect(getFirstCollision(pointerThenCorners(input), 'id')).toBe(
        getFirstCollision(reference(input), 'id'),
      )
    }
  })

  it('takes what is under the pointer, and the closest corners in a gap or without a pointer', () => {
    const containers = [
      container('a1', { type: 'card', columnId: 'a' }),
      container('a2', { type: 'card', columnId: 'a' }),
      container('b', { type: 'column' }),
    ]
    const droppableRects = new Map([
      ['a1', rect(0, 0, 100, 50)],
      ['a2', rect(0, 60, 100, 50)],
      ['b', rect(120, 0, 100, 200)],
    ])
    const at = (pointer: { x: number; y: number } | null, collisionRect: ClientRect) =>
      getFirstCollision(
        pointerThenCorners({
          active: { id: 'x', data: { current: {} }, rect: { current: {} } } as never,
          collisionRect,
          droppableRects,
          droppableContainers: containers,
          pointerCoordinates: pointer,
        }),
        'id',
      )
    expect(at({ x: 50, y: 70 }, rect(0, 50, 100, 50))).toBe('a2')
    expect(at({ x: 150, y: 150 }, rect(100, 120, 100, 50))).toBe('b')
    // Between a1 and a2, nearer a2's corners.
    expect(at({ x: 50, y: 55 }, rect(0, 58, 100, 50))).toBe('a2')
    expect(at(null, rect(0, 2, 100, 50))).toBe('a1')
    expect(at(null, rect(118, 10, 100, 50))).toBe('b')
  })

  it('reads the rectangles of the lanes near the pointer only', () => {
    const next = random(7)
    const input = args(next, 20, true)
    let reads = 0
    const counted = new Map(
      [...input.droppableRects].map(([id, r]) => [
        id,
        new Proxy(r, {
          get(target, key) {
            if (key === 'top' || key === 'left' || key === 'bottom' || key === 'right') reads += 1
            return target[key as keyof ClientRect]
          },
        }),
      ]),
    )
    pointerThenCorners({ ...input, droppableRects: counted })
    const ours = reads
    reads = 0
    reference({ ...input, droppableRects: counted })
    expect(ours).toBeGreaterThan(0)
    expect(reads).toBeGreaterThan(4 * ours)
  })
})
