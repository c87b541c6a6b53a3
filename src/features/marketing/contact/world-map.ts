/**
 * A dotted world map drawn from nothing but this file: rough outlines of the land masses (longitude,
 * latitude; hand-traced at a few degrees' precision, enough for dots every few degrees) turned
 * into a grid of dots, and an equirectangular projection for the office pins. No tiles, fonts or
 * other network resources (issue 19: "a map of the offices drawn locally").
 */

type Point = readonly [lon: number, lat: number]

// prettier-ignore
const LAND: readonly (readonly Point[])[] = [
  // North and Central America
  [[-168, 66], [-162, 70], [-140, 70], [-120, 72], [-95, 72], [-80, 73], [-62, 66], [-55, 52],
   [-66, 45], [-70, 42], [-76, 35], [-81, 31], [-80, 25], [-83, 29], [-90, 30], [-97, 27],
   [-97, 21], [-92, 18], [-87, 21], [-88, 15], [-83, 10], [-79, 9], [-78, 7], [-83, 8],
   [-86, 12], [-92, 15], [-105, 20], [-110, 23], [-115, 30], [-117, 33], [-122, 36], [-124, 40],
   [-124, 47], [-130, 54], [-138, 59], [-150, 60], [-158, 57], [-165, 60]],
  // Greenland
  [[-73, 78], [-60, 82], [-30, 83], [-20, 78], [-22, 70], [-40, 65], [-44, 60], [-52, 64],
   [-58, 72]],
  // Iceland
  [[-24, 64], [-14, 64], [-14, 66.5], [-22, 66.5]],
  // South America
  [[-80, 8], [-72, 12], [-62, 10], [-52, 5], [-50, 0], [-35, -5], [-39, -15], [-41, -22],
   [-48, -26], [-53, -34], [-58, -38], [-63, -42], [-66, -47], [-69, -52], [-68, -55],
   [-74, -52], [-73, -42], [-72, -30], [-70, -18], [-76, -14], [-81, -5], [-80, 1], [-77, 8]],
  // Europe and Asia
  [[-9, 37], [-9, 43], [-2, 44], [-4, 48], [2, 51], [8, 54], [8, 57], [5, 62], [13, 68],
   [25, 71], [40, 68], [45, 68], [60, 70], [70, 73], [80, 73], [100, 78], [113, 74], [140, 72],
   [160, 70], [180, 68], [180, 65], [170, 60], [163, 58], [156, 51], [143, 59], [137, 54],
   [141, 46], [135, 43], [129, 41], [127, 35], [122, 40], [119, 37], [122, 31], [120, 26],
   [110, 20], [106, 17], [109, 12], [104, 9], [100, 13], [101, 3], [104, 1], [98, 8], [97, 17],
   [92, 21], [88, 22], [80, 15], [77, 8], [73, 18], [72, 22], [66, 25], [57, 25], [56, 27],
   [50, 30], [48, 29], [51, 26], [56, 26], [59, 22], [52, 16], [43, 13], [39, 21], [35, 28],
   [33, 31], [35, 36], [27, 37], [26, 40], [29, 41], [23, 40], [20, 40], [19, 42], [13, 45],
   [12, 44], [16, 41], [18, 40], [15, 38], [8, 44], [3, 43], [-1, 37], [-6, 36]],
  // Great Britain and Ireland
  [[-5, 50], [1, 51], [0, 53], [-2, 56], [-3, 58.5], [-6, 58], [-5, 55], [-3, 54], [-5, 52]],
  [[-10, 52], [-6, 52], [-6, 55], [-8, 55]],
  // Africa and Madagascar
  [[-17, 15], [-17, 21], [-13, 28], [-9, 32], [-6, 36], [10, 37], [11, 33], [20, 31], [32, 31],
   [35, 24], [38, 18], [43, 12], [51, 12], [51, 10], [42, -1], [40, -10], [40, -16], [35, -24],
   [32, -29], [27, -34], [20, -35], [18, -32], [12, -18], [13, -10], [9, -1], [9, 4], [4, 6],
   [-4, 5], [-8, 4], [-13, 8]],
  [[44, -25], [47, -25], [50, -15], [49, -12], [44, -16]],
  // Japan, the Philippines, Sumatra, Borneo, New Guinea
  [[130, 31], [135, 34], [140, 35], [142, 40], [141, 45], [145, 44], [140, 41], [136, 37],
   [130, 34]],
  [[120, 18], [122, 18], [124, 12], [126, 7], [122, 7], [120, 14]],
  [[95, 5], [98, 4], [106, -6], [102, -5]],
  [[109, 2], [117, 7], [119, 1], [116, -4], [110, -3]],
  [[131, -1], [141, -3], [150, -10], [141, -9], [137, -5]],
  // Australia and New Zealand
  [[114, -22], [114, -34], [118, -35], [123, -34], [131, -31], [138, -35], [141, -38],
   [146, -39], [150, -37], [153, -28], [153, -25], [146, -19], [142, -11], [141, -17],
   [136, -12], [131, -11], [127, -14], [122, -17]],
  [[172, -34], [178, -38], [175, -42], [171, -46], [167, -46], [172, -41]],
]

/** The part of the globe drawn: Antarctica and the far north are left out. */
export const MAP_BOUNDS = { west: -180, east: 180, north: 80, south: -56 } as const

/** Even-odd ray casting: whether `point` lies inside `polygon`. */
function inside([lon, lat]: Point, polygon: readonly Point[]): boolean {
  let result = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i] as Point
    const [xj, yj] = polygon[j] as Point
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) result = !result
  }
  return result
}

export const isLand = (lon: number, lat: number) =>
  LAND.some((polygon) => inside([lon, lat], polygon))

/** The dots of the map: a grid every `step` degrees, kept where it falls on land. */
export function landDots(step: number): Point[] {
  const dots: Point[] = []
  for (let lat = MAP_BOUNDS.north - step / 2; lat > MAP_BOUNDS.south; lat -= step)
    for (let lon = MAP_BOUNDS.west + step / 2; lon < MAP_BOUNDS.east; lon += step)
      if (isLand(lon, lat)) dots.push([lon, lat])
  return dots
}

/** Where a place falls on a map `width` wide (equirectangular: degrees scale evenly). */
export function project(lon: number, lat: number, width: number): { x: number; y: number } {
  const scale = width / (MAP_BOUNDS.east - MAP_BOUNDS.west)
  return { x: (lon - MAP_BOUNDS.west) * scale, y: (MAP_BOUNDS.north - lat) * scale }
}

export const mapHeight = (width: number) =>
  ((MAP_BOUNDS.north - MAP_BOUNDS.south) * width) / (MAP_BOUNDS.east - MAP_BOUNDS.west)
