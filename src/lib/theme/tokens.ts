/**
 * Layout and shape constants from the spec (§9), each in one named place.
 * CSS modules get the breakpoints through postcss-simple-vars (postcss.config.cjs).
 */

export const LAYOUT = {
  /** Settings drawer width. */
  settingsDrawerWidth: 260,
  /** Vertical dashboard nav. */
  navWidth: 280,
  /** Mini dashboard nav. */
  navMiniWidth: 88,
  headerMobileHeight: 64,
  /** Header of the pages outside the dashboard (error pages, coming soon...). */
  headerMainDesktopHeight: 88,
  headerDashboardDesktopHeight: 92,
  /** The dashboard header shrinks to this height once the page is scrolled. */
  headerDashboardOffsetHeight: 60,
  /** Nav item heights by depth: top level, second level, deeper (and horizontal items). */
  navItemHeights: [48, 36, 32] as const,
  /** Bar under the header in the horizontal layout. */
  horizontalNavHeight: 56,
  /** Content width cap when Stretch is off (Mantine's lg container). */
  contentMaxWidth: 1200,
} as const

/** Spec §9 breakpoints 600/900/1200, plus xl at 1600 for Stretch. Values in px. */
export const BREAKPOINTS_PX = { xs: 480, sm: 600, md: 900, lg: 1200, xl: 1600 } as const

export const toEm = (px: number) => `${px / 16}em`

/** Spec §9: shape border radius 8. */
export const RADIUS_PX = 8

/** Spec §9: an avatar group shows at most 4. */
export const AVATAR_GROUP_MAX = 4

export function navItemHeight(depth: number): number {
  const heights = LAYOUT.navItemHeights
  return heights[Math.min(depth, heights.length - 1)] as number
}
