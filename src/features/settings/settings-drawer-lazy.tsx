import { lazy, Suspense, useState } from 'react'
import { useSettingsContext } from '@/lib/settings/settings-context'

const loadDrawer = () => import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer }))
const SettingsDrawer = lazy(loadDrawer)

/** Fetches the drawer's code ahead of a click (hover or focus on the Settings button). */
export const preloadSettingsDrawer = () => void loadDrawer()

/** The drawer's code loads the first time it is opened; after that it stays mounted. */
export function SettingsDrawerLazy() {
  const { open } = useSettingsContext()
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened && !open) return null
  return (
    <Suspense fallback={null}>
      <SettingsDrawer />
    </Suspense>
  )
}
