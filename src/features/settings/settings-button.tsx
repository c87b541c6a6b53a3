import { ActionIcon, Indicator } from '@mantine/core'
import { IconSettings } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useSettingsContext } from '@/lib/settings/settings-context'
import { preloadSettingsDrawer } from './settings-drawer-lazy'
import classes from './settings.module.css'

/** The dot's element (the prerendered sign-in page names it: app/prerender.tsx). */
export const SETTINGS_DOT_SELECTOR = '[data-settings-dot]'

/** The floating Settings button; its dot shows that some setting differs from the defaults. */
export function SettingsButton() {
  const { t } = useTranslation()
  const { canReset, onOpen, open } = useSettingsContext()
  return (
    <div className={classes.fab}>
      {/*
        The dot is always drawn and shown by `data-visible` (settings.module.css): the prerendered
        sign-in pages (app/prerender.tsx) set that attribute for the settings they draw only as
        this dot (dark mode, the layout, stretch).
      */}
      <Indicator
        classNames={{ root: classes.dotRoot }}
        color="red"
        size={10}
        offset={6}
        withBorder
        processing={false}
        data-testid="settings-dot"
        data-settings-dot
        data-visible={canReset || undefined}
      >
        <ActionIcon
          size={48}
          radius="xl"
          variant="default"
          className={classes.fabButton}
          onClick={onOpen}
          onMouseEnter={preloadSettingsDrawer}
          onFocus={preloadSettingsDrawer}
          aria-label={t('settings.title')}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-testid="settings-button"
        >
          <IconSettings size={24} className={classes.spin} aria-hidden />
        </ActionIcon>
      </Indicator>
    </div>
  )
}
