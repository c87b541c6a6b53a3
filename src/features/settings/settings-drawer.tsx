import {
  ActionIcon,
  Button,
  Drawer,
  Group,
  Indicator,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core'
import { useFullscreenDocument } from '@mantine/hooks'
import {
  IconArrowsHorizontal,
  IconContrast,
  IconContrastOff,
  IconInfoCircle,
  IconMaximize,
  IconMinimize,
  IconMoon,
  IconRefresh,
  IconSun,
  IconTextDirectionLtr,
  IconTextDirectionRtl,
  IconX,
  IconArrowsDiagonalMinimize2,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useSettingsContext } from '@/lib/settings/settings-context'
import { COLOR_PRESETS, type ColorPreset } from '@/lib/settings/settings'
import { PRESET_PALETTES } from '@/lib/theme/palette'
import { LAYOUT } from '@/lib/theme/tokens'
import { HorizontalVisual, MiniVisual, VerticalVisual } from './layout-visuals'
import { OptionGroup, type Option } from './option-card'
import classes from './settings.module.css'

/** The Settings drawer (spec §2): mode, contrast, direction, layout, stretch, presets, fullscreen. */
export function SettingsDrawer() {
  const { t } = useTranslation()
  const settings = useSettingsContext()
  const { fullscreen, toggle: toggleFullscreen } = useFullscreenDocument()

  const presetOptions: Option<ColorPreset>[] = COLOR_PRESETS.map((preset) => ({
    value: preset,
    label: t(`settings.presets.${preset}`),
    visual: (
      <span className={classes.swatch} style={{ backgroundColor: PRESET_PALETTES[preset].main }} />
    ),
  }))

  return (
    <Drawer.Root
      opened={settings.open}
      onClose={settings.onClose}
      position="right"
      size={LAYOUT.settingsDrawerWidth}
      scrollAreaComponent={ScrollArea.Autosize}
      classNames={{
        content: classes.drawer,
        header: classes.drawerHeader,
        body: classes.drawerBody,
      }}
      data-testid="settings-drawer"
    >
      <Drawer.Overlay backgroundOpacity={0.08} />
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title className={classes.drawerTitle}>{t('settings.title')}</Drawer.Title>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('settings.reset')}>
              <Indicator
                disabled={!settings.canReset}
                color="red"
                size={8}
                offset={6}
                data-testid="reset-dot"
                data-visible={settings.canReset || undefined}
              >
                <ActionIcon
                  size={36}
                  radius="xl"
                  onClick={settings.onReset}
                  aria-label={t('settings.reset')}
                  data-testid="settings-reset"
                >
                  <IconRefresh size={20} aria-hidden />
                </ActionIcon>
              </Indicator>
            </Tooltip>
            <ActionIcon
              size={36}
              radius="xl"
              onClick={settings.onClose}
              aria-label={t('settings.close')}
              data-testid="settings-close"
            >
              <IconX size={20} aria-hidden />
            </ActionIcon>
          </Group>
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap={28} className={classes.sections}>
            <OptionGroup
              label={t('settings.mode.label')}
              testId="settings-mode"
              value={settings.themeMode}
              onChange={(themeMode) => settings.onUpdate({ themeMode })}
              options={[
                {
                  value: 'light',
                  label: t('settings.mode.light'),
                  visual: <IconSun size={24} aria-hidden />,
                },
                {
                  value: 'dark',
                  label: t('settings.mode.dark'),
                  visual: <IconMoon size={24} aria-hidden />,
                },
              ]}
            />
            <OptionGroup
              label={t('settings.contrast.label')}
              testId="settings-contrast"
              value={settings.themeContrast}
              onChange={(themeContrast) => settings.onUpdate({ themeContrast })}
              options={[
                {
                  value: 'default',
                  label: t('settings.contrast.default'),
                  visual: <IconContrastOff size={24} aria-hidden />,
                },
                {
                  value: 'bold',
                  label: t('settings.contrast.bold'),
                  visual: <IconContrast size={24} aria-hidden />,
                },
              ]}
            />
            <OptionGroup
              label={t('settings.direction.label')}
              testId="settings-direction"
              value={settings.themeDirection}
              onChange={(themeDirection) => settings.onUpdate({ themeDirection })}
              options={[
                {
                  value: 'ltr',
                  label: t('settings.direction.ltr'),
                  visual: <IconTextDirectionLtr size={24} aria-hidden />,
                },
                {
                  value: 'rtl',
                  label: t('settings.direction.rtl'),
                  visual: <IconTextDirectionRtl size={24} aria-hidden />,
                },
              ]}
            />
            <OptionGroup
              label={t('settings.layout.label')}
              testId="settings-layout"
              columns={3}
              value={settings.themeLayout}
              onChange={(themeLayout) => settings.onUpdate({ themeLayout })}
              options={[
                {
                  value: 'vertical',
                  label: t('settings.layout.vertical'),
                  visual: <VerticalVisual />,
                },
                {
                  value: 'horizontal',
                  label: t('settings.layout.horizontal'),
                  visual: <HorizontalVisual />,
                },
                { value: 'mini', label: t('settings.layout.mini'), visual: <MiniVisual /> },
              ]}
            />

            <div>
              <Group gap={6} className={classes.sectionLabel} wrap="nowrap">
                <Text component="h3" className={classes.sectionHeading} id="settings-stretch-label">
                  {t('settings.stretch.label')}
                </Text>
                <Tooltip
                  label={t('settings.stretch.tooltip')}
                  multiline
                  w={200}
                  events={{ hover: true, focus: true, touch: true }}
                >
                  <ActionIcon
                    variant="transparent"
                    size={20}
                    aria-label={t('settings.stretch.tooltip')}
                    data-testid="settings-stretch-info"
                  >
                    <IconInfoCircle size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <UnstyledButton
                className={classes.stretch}
                aria-pressed={settings.themeStretch}
                aria-labelledby="settings-stretch-label"
                data-checked={settings.themeStretch || undefined}
                onClick={() => settings.onUpdate({ themeStretch: !settings.themeStretch })}
                data-testid="settings-stretch"
              >
                {settings.themeStretch ? (
                  <IconArrowsHorizontal size={20} aria-hidden />
                ) : (
                  <IconArrowsDiagonalMinimize2 size={20} aria-hidden />
                )}
                <span className={classes.stretchTrack} aria-hidden>
                  <span className={classes.stretchFill} />
                </span>
              </UnstyledButton>
            </div>

            <OptionGroup
              label={t('settings.presets.label')}
              testId="settings-presets"
              columns={3}
              visualOnly
              value={settings.themeColorPresets}
              onChange={(themeColorPresets) => settings.onUpdate({ themeColorPresets })}
              options={presetOptions}
            />

            <Button
              variant={fullscreen ? 'light' : 'default'}
              size="md"
              radius="md"
              fullWidth
              leftSection={
                fullscreen ? (
                  <IconMinimize size={20} aria-hidden />
                ) : (
                  <IconMaximize size={20} aria-hidden />
                )
              }
              onClick={() => void toggleFullscreen()}
              data-testid="settings-fullscreen"
            >
              {fullscreen ? t('settings.exitFullscreen') : t('settings.fullscreen')}
            </Button>
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  )
}
