import {
  IconAppWindow,
  IconBadge,
  IconCalendar,
  IconCarouselHorizontal,
  IconChartBar,
  IconClick,
  IconForms,
  IconHandGrab,
  IconIcons,
  IconLayoutNavbar,
  IconListNumbers,
  IconBell,
  IconMenu2,
  IconPalette,
  IconProgress,
  IconSelector,
  IconShadow,
  IconTable,
  IconTextSize,
  IconUpload,
  IconWriting,
  type Icon,
} from '@tabler/icons-react'
import type { GalleryName } from '../gallery'

/**
 * Each index card's picture; kept out of the registry so that the pages' loader stays icon-free.
 * Icons another screen already shares, or that only this page uses: one a single other screen
 * uses would become "shared" and join the icons chunk of every first visit.
 */
export const ENTRY_ICONS: Record<GalleryName, Icon> = {
  colors: IconPalette,
  typography: IconTextSize,
  shadows: IconShadow,
  icons: IconIcons,
  buttons: IconClick,
  inputs: IconForms,
  selects: IconSelector,
  badges: IconBadge,
  tables: IconTable,
  tabs: IconLayoutNavbar,
  steppers: IconListNumbers,
  dialogs: IconAppWindow,
  menus: IconMenu2,
  notifications: IconBell,
  progress: IconProgress,
  charts: IconChartBar,
  'rich-text': IconWriting,
  upload: IconUpload,
  carousel: IconCarouselHorizontal,
  'drag-and-drop': IconHandGrab,
  'date-pickers': IconCalendar,
}
