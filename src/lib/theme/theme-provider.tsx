import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core'
import { useLayoutEffect, useMemo, type ReactNode } from 'react'
import { useSettingsContext } from '@/lib/settings/settings-context'
import type { ThemeDirection } from '@/lib/settings/settings'
import { createAppTheme, createCssVariablesResolver } from './create-theme'

function DirectionSync({ dir }: { dir: ThemeDirection }) {
  const { setDirection } = useDirection()
  // Layout effect: <html dir> and Mantine's direction change before the browser paints.
  useLayoutEffect(() => setDirection(dir), [dir, setDirection])
  return null
}

interface ThemeProviderProps {
  children: ReactNode
  /** 'test' turns off transitions and portals (component tests). */
  env?: 'default' | 'test'
}

/** Turns the display settings into the Mantine theme, colour scheme and direction. */
export function ThemeProvider({ children, env = 'default' }: ThemeProviderProps) {
  const { themeMode, themeContrast, themeColorPresets, themeDirection } = useSettingsContext()
  const theme = useMemo(
    () => createAppTheme({ preset: themeColorPresets, contrast: themeContrast }),
    [themeColorPresets, themeContrast],
  )
  const resolver = useMemo(
    () => createCssVariablesResolver({ preset: themeColorPresets, contrast: themeContrast }),
    [themeColorPresets, themeContrast],
  )

  useLayoutEffect(() => {
    const root = document.documentElement
    root.dataset.contrast = themeContrast
    root.style.colorScheme = themeMode
    // index.html paints a background before the styles load; from here on the theme owns it.
    root.style.removeProperty('background-color')
  }, [themeContrast, themeMode])

  return (
    <DirectionProvider initialDirection={themeDirection} detectDirection={false}>
      <DirectionSync dir={themeDirection} />
      <MantineProvider
        theme={theme}
        forceColorScheme={themeMode}
        cssVariablesResolver={resolver}
        env={env}
      >
        {children}
      </MantineProvider>
    </DirectionProvider>
  )
}
