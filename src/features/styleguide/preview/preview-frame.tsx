import {
  DirectionProvider,
  Group,
  MantineThemeProvider,
  Paper,
  SegmentedControl,
  Text,
  type MantineThemeOverride,
} from '@mantine/core'
import { useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSettingsContext } from '@/lib/settings/settings-context'
import type { ThemeDirection } from '@/lib/settings/settings'
import classes from './preview.module.css'

/**
 * The frame a demo is drawn in, with its toolbar (docs/decisions/public-pages.md, "/components").
 * Direction is the frame's own: `dir` on the frame mirrors the layout (Mantine's rtl styles key
 * on the nearest `dir`), a nested DirectionProvider tells the components that ask (sliders,
 * drawers), and the demo's portals (menus, selects, dialogs) open inside the frame so they
 * mirror too. The colour scheme is the app's setting: Mantine defines its colours on <html>,
 * so a dark frame in a light page would be half dark; the toolbar switches the whole page.
 */
export function PreviewFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('styleguide')
  const { themeMode, themeDirection, onUpdate } = useSettingsContext()
  const [chosenDir, setChosenDir] = useState<ThemeDirection | null>(null)
  const dir = chosenDir ?? themeDirection
  const [portalTarget, setPortalTarget] = useState<HTMLDivElement | null>(null)
  const portalTheme = useMemo<MantineThemeOverride>(
    () => ({ components: { Portal: { defaultProps: { target: portalTarget ?? undefined } } } }),
    [portalTarget],
  )

  return (
    <section aria-labelledby="preview-heading" className={classes.section}>
      <Group justify="space-between" align="center" gap="sm" mb="sm" wrap="wrap">
        <Text component="h2" id="preview-heading" fw={700} size="lg">
          {t('preview.title')}
        </Text>
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            size="xs"
            aria-label={t('preview.scheme')}
            value={themeMode}
            onChange={(mode) => onUpdate({ themeMode: mode })}
            data={[
              { value: 'light', label: t('preview.light') },
              { value: 'dark', label: t('preview.dark') },
            ]}
            data-testid="preview-scheme"
          />
          <SegmentedControl
            size="xs"
            aria-label={t('preview.direction')}
            value={dir}
            onChange={(value) => setChosenDir(value)}
            data={[
              { value: 'ltr', label: t('preview.ltr') },
              { value: 'rtl', label: t('preview.rtl') },
            ]}
            data-testid="preview-direction"
          />
        </Group>
      </Group>
      <Paper className={classes.frame} dir={dir} data-testid="preview-frame" data-dir={dir}>
        <DirectionProvider key={dir} initialDirection={dir} detectDirection={false}>
          <MantineThemeProvider theme={portalTheme}>
            {portalTarget && children}
            <div ref={setPortalTarget} />
          </MantineThemeProvider>
        </DirectionProvider>
      </Paper>
    </section>
  )
}
