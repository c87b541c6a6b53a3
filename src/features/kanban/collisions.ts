/**
 * The card drag's collision detection (docs/decisions/kanban.md, "Virtualization and
 * sortable"): what is under the pointer, else the closest corners, as dnd-kit's `pointerWithin`
 * then `closestCorners` over every droppable, with the same first collision, but reading only
 * the rectangles of the lanes that can hold it. Each rectangle read costs a scroll-offset read
 * per scrollable ancestor, and a board of 20 columns has about 275 droppables: reading them all
 * on every pointer move was the largest single part of a drag's frames.
 */
import {
  closestCorners,
  pointerWithin,
  type ClientRect,
  type Collision,
  type CollisionDescriptor,
  type CollisionDetection,
  type DroppableContainer,
} from '@dnd-kit/core'

type Args = Parameters<CollisionDetection>[0]

/**
 * A lane: droppables that share their horizontal extent. The cards of a column fill its list's
 * width, so they share one; a column's own droppable (an empty column) is wider, so it is a lane
 * of its own, as is anything else.
 */
const laneOf = (container: DroppableContainer) => {
  const data = container.data.current
  return data?.type === 'card' && typeof data.columnId === 'string'
    ? `cards:${data.columnId}`
    : `own:${String(container.id)}`
}

interface Lane {
  left: number
  right: number
  containers: DroppableContainer[]
}

/** The lanes in the droppables' order; a lane's extent is read from its first measured member. */
function lanesOf({ droppableContainers, droppableRects }: Args) {
  const lanes = new Map<string, Lane>()
  for (const container of droppableContainers) {
    const key = laneOf(container)
    let lane = lanes.get(key)
    if (!lane) {
      const rect = droppableRects.get(container.id)
      // Unmeasured droppables never collide; the lane's next member may be measured.
      if (!rect) continue
      lane = { left: rect.left, right: rect.left + rect.width, containers: [] }
      lanes.set(key, lane)
    }
    lane.containers.push(container)
  }
  return [...lanes.values()]
}

/**
 * The least closest-corners distance any droppable of the lane can have: each corner's distance
 * is at least its horizontal one, and a lane's members share their left and right edges.
 */
const laneBound = (lane: Lane, rect: ClientRect) =>
  (Math.abs(lane.left - rect.left) + Math.abs(lane.right - (rect.left + rect.width))) / 2

/** dnd-kit's detectors round their distances to 4 decimals: a bound this close still counts. */
const ROUNDING = 1e-3

const valueOf = (collision: Collision) => (collision as CollisionDescriptor).data.value

/** `closestCorners` over the lanes that can hold the closest droppable, nearest lanes first. */
function closestCornersNear(args: Args, lanes: Lane[]): Collision[] {
  const bounds = lanes
    .map((lane) => ({ lane, bound: laneBound(lane, args.collisionRect) }))
    .sort((a, b) => a.bound - b.bound)
  let best = Infinity
  const near = new Set<DroppableContainer>()
  for (const { lane, bound } of bounds) {
    if (bound > best + ROUNDING) break
    const [closest] = closestCorners({ ...args, droppableContainers: lane.containers })
    if (closest) best = Math.min(best, valueOf(closest))
    for (const container of lane.containers) near.add(container)
  }
  // Over the droppables in their own order, so equal distances rank as they would among all.
  return closestCorners({
    ...args,
    droppableContainers: args.droppableContainers.filter((container) => near.has(container)),
  })
}

/**
 * What is under the pointer, else (no pointer: keyboard drags; or a gap between droppables) the
 * closest corners. The first collision, the one dnd-kit takes as `over`, is the one that
 * `pointerWithin` and then `closestCorners` over all droppables would give; the rest of the list
 * holds only the lanes that were looked at.
 */
export const pointerThenCorners: CollisionDetection = (args) => {
  const lanes = lanesOf(args)
  const pointer = args.pointerCoordinates
  if (pointer) {
    const under = new Set(
      lanes
        .filter((lane) => lane.left <= pointer.x && pointer.x <= lane.right)
        .flatMap((lane) => lane.containers),
    )
    const within = pointerWithin({
      ...args,
      droppableContainers: args.droppableContainers.filter((container) => under.has(container)),
    })
    if (within.length > 0) return within
  }
  return closestCornersNear(args, lanes)
}
