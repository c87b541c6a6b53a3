import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { createContext, use, useMemo, type ReactNode } from 'react'
import {
  resetSettingsAtom,
  settingsAtom,
  settingsDrawerOpenAtom,
  updateSettingsAtom,
} from './atoms'
import {
  changedSettings,
  toggleContrast,
  toggleDirection,
  toggleLayout,
  toggleMode,
  type SettingKey,
  type Settings,
} from './settings'

export interface SettingsContextValue extends Settings {
  /** Settings that differ from the defaults (the dot on the Settings button and Reset). */
  changed: SettingKey[]
  canReset: boolean
  onUpdate: (patch: Partial<Settings>) => void
  onToggleMode: () => void
  onToggleContrast: () => void
  onToggleDirection: () => void
  onToggleLayout: () => void
  onReset: () => void
  open: boolean
  onOpen: () => void
  onClose: () => void
}

const SettingsContext = createContext<SettingsContextValue | null>(null)

/** Exposes the jotai-held settings through the spec's provider/accessor pair. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const settings = useAtomValue(settingsAtom)
  const update = useSetAtom(updateSettingsAtom)
  const reset = useSetAtom(resetSettingsAtom)
  const [open, setOpen] = useAtom(settingsDrawerOpenAtom)

  const value = useMemo<SettingsContextValue>(() => {
    const changed = changedSettings(settings)
    return {
      ...settings,
      changed,
      canReset: changed.length > 0,
      onUpdate: update,
      onToggleMode: () => update({ themeMode: toggleMode(settings.themeMode) }),
      onToggleContrast: () => update({ themeContrast: toggleContrast(settings.themeContrast) }),
      onToggleDirection: () => update({ themeDirection: toggleDirection(settings.themeDirection) }),
      onToggleLayout: () => update({ themeLayout: toggleLayout(settings.themeLayout) }),
      onReset: reset,
      open,
      onOpen: () => setOpen(true),
      onClose: () => setOpen(false),
    }
  }, [settings, update, reset, open, setOpen])

  return <SettingsContext value={value}>{children}</SettingsContext>
}

export const SETTINGS_CONTEXT_ERROR = 'useSettingsContext must be use inside SettingsProvider'

export function useSettingsContext(): SettingsContextValue {
  const context = use(SettingsContext)
  // The wording is the spec's (§8), kept as written.
  if (!context) throw new Error(SETTINGS_CONTEXT_ERROR)
  return context
}
