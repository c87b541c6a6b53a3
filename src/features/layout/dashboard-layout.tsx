import { AppShell, Drawer, ScrollArea } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { useEffect, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Logo } from '@/components/logo'
import { useSettingsContext } from '@/lib/settings/settings-context'
import { BREAKPOINTS_PX, LAYOUT } from '@/lib/theme/tokens'
import { Header } from './header'
import { ActiveNavProvider } from './nav/active-nav'
import { HorizontalNav } from './nav/horizontal-nav'
import { MiniNav } from './nav/mini-nav'
import { filterNavByRole, NAV_SECTIONS } from './nav/nav-config'
import { VerticalNav } from './nav/vertical-nav'
import { useScrolledPast } from './use-scrolled-past'
import classes from './dashboard-layout.module.css'

interface DashboardLayoutProps {
  children: ReactNode
  /** The signed-in user's role: items limited to other roles are hidden. */
  role?: string
  /** Header slots for the notifications popover and the account menu. */
  headerActions?: ReactNode
}

/**
 * The dashboard shell in the three layouts of the spec. Below 1200 px (lg) the nav is a drawer
 * opened from the header, whatever the layout.
 */
export function DashboardLayout({ children, role, headerActions }: DashboardLayoutProps) {
  const { t } = useTranslation()
  const { themeLayout: layout, themeStretch, onToggleLayout } = useSettingsContext()
  const [mobileOpen, mobile] = useDisclosure(false)
  // Read synchronously so the first paint already has the right nav (no flash of the drawer).
  const isDesktop =
    useMediaQuery(`(min-width: ${BREAKPOINTS_PX.lg / 16}em)`, undefined, {
      getInitialValueInEffect: false,
    }) ?? false
  const offset = useScrolledPast(
    LAYOUT.headerDashboardDesktopHeight - LAYOUT.headerDashboardOffsetHeight,
  )
  const sections = useMemo(() => filterNavByRole(NAV_SECTIONS, role), [role])

  // The drawer belongs to small screens: leave it closed when the window grows past lg.
  useEffect(() => {
    if (isDesktop) mobile.close()
  }, [isDesktop, mobile])

  const horizontal = layout === 'horizontal'
  const mini = layout === 'mini'
  const desktopHeader = horizontal
    ? LAYOUT.headerDashboardOffsetHeight + LAYOUT.horizontalNavHeight
    : LAYOUT.headerDashboardDesktopHeight

  return (
    <ActiveNavProvider sections={sections}>
      <AppShell
        layout="alt"
        padding={0}
        header={{ height: { base: LAYOUT.headerMobileHeight, lg: desktopHeader } }}
        navbar={
          horizontal
            ? undefined
            : {
                width: mini ? LAYOUT.navMiniWidth : LAYOUT.navWidth,
                breakpoint: 'lg',
                collapsed: { mobile: true },
              }
        }
        className={classes.shell}
        data-nav-layout={layout}
        data-testid="dashboard-layout"
      >
        <AppShell.Header
          className={classes.header}
          data-offset={offset || undefined}
          withBorder={false}
        >
          <div className={classes.headerRow}>
            <Header
              layout={layout}
              sections={sections}
              isDesktop={isDesktop}
              onOpenMobileNav={mobile.open}
              onToggleLayout={onToggleLayout}
              actions={headerActions}
            />
          </div>
          {horizontal && isDesktop && (
            <div className={classes.horizontalBar}>
              <HorizontalNav sections={sections} />
            </div>
          )}
        </AppShell.Header>

        {!horizontal && isDesktop && (
          <AppShell.Navbar className={classes.navbar} data-mini={mini || undefined}>
            <div className={classes.navLogo}>
              <Logo withName={!mini} size={mini ? 40 : 36} />
            </div>
            <ScrollArea className={classes.navScroll} scrollbarSize={6} type="hover">
              {mini ? <MiniNav sections={sections} /> : <VerticalNav sections={sections} />}
            </ScrollArea>
          </AppShell.Navbar>
        )}

        <Drawer
          opened={mobileOpen}
          onClose={mobile.close}
          size={LAYOUT.navWidth}
          position="left"
          withCloseButton={false}
          title={t('layout.mainNav')}
          classNames={{
            header: classes.drawerHeader,
            body: classes.drawerBody,
            content: classes.drawerContent,
          }}
          data-testid="nav-drawer"
        >
          <div className={classes.navLogo}>
            <Logo withName />
          </div>
          <VerticalNav sections={sections} onNavigate={mobile.close} />
        </Drawer>

        <AppShell.Main className={classes.main}>
          <div
            id="main-content"
            className={classes.content}
            data-stretch={themeStretch || undefined}
          >
            {children}
          </div>
        </AppShell.Main>
      </AppShell>
    </ActiveNavProvider>
  )
}
