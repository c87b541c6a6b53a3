import { ActionIcon, Group, Tooltip } from '@mantine/core'
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconMenu2,
} from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Logo } from '@/components/logo'
import type { ThemeLayout } from '@/lib/settings/settings'
import { LanguagePicker } from '@/components/language-picker'
import type { NavSection } from './nav/nav-types'
import { SearchButton } from './search/search-button'
import classes from './header.module.css'

interface HeaderProps {
  layout: ThemeLayout
  /** At lg and up the nav is beside the content; below, it is a drawer opened from here. */
  isDesktop: boolean
  sections: NavSection[]
  onOpenMobileNav: () => void
  onToggleLayout: () => void
  /** Notifications popover and account menu (filled by the auth area). */
  actions?: ReactNode
}

export function Header({
  layout,
  isDesktop,
  sections,
  onOpenMobileNav,
  onToggleLayout,
  actions,
}: HeaderProps) {
  const { t } = useTranslation()
  const collapseLabel = layout === 'mini' ? t('layout.expandNav') : t('layout.collapseNav')
  const CollapseIcon =
    layout === 'mini' ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse
  return (
    <Group className={classes.bar} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap={8} wrap="nowrap" className={classes.start}>
        {!isDesktop && (
          <ActionIcon
            size={40}
            radius="xl"
            onClick={onOpenMobileNav}
            aria-label={t('layout.openNav')}
            data-testid="nav-open"
          >
            <IconMenu2 size={22} aria-hidden />
          </ActionIcon>
        )}
        {isDesktop && layout === 'horizontal' && <Logo withName size={32} />}
        {isDesktop && layout !== 'horizontal' && (
          <Tooltip label={collapseLabel}>
            <ActionIcon
              size={40}
              radius="xl"
              onClick={onToggleLayout}
              aria-label={collapseLabel}
              data-testid="nav-toggle"
            >
              <CollapseIcon size={22} className={classes.flipRtl} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        <SearchButton sections={sections} />
      </Group>
      <Group gap={4} wrap="nowrap">
        <LanguagePicker />
        {actions}
      </Group>
    </Group>
  )
}
