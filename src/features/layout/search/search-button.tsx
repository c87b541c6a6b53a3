import { Kbd, UnstyledButton } from '@mantine/core'
import { useHotkeys, useOs } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { NavSection } from '../nav/nav-types'
import classes from '../header.module.css'

// Spotlight and its styles load on first use (click, hover or Ctrl/Cmd+K), not with the shell.
const loadSpotlight = () => import('./search-spotlight')
const SearchSpotlight = lazy(loadSpotlight)

/** The header search: jumps to any page of the nav. */
export function SearchButton({ sections }: { sections: NavSection[] }) {
  const { t } = useTranslation()
  const os = useOs()
  const [mounted, setMounted] = useState(false)
  const openRef = useRef<(() => void) | null>(null)
  const pendingRef = useRef(false)

  const open = useCallback(() => {
    if (openRef.current) openRef.current()
    else {
      pendingRef.current = true
      setMounted(true)
    }
  }, [])

  const onReady = useCallback((openSpotlight: () => void) => {
    openRef.current = openSpotlight
    if (pendingRef.current) {
      pendingRef.current = false
      openSpotlight()
    }
  }, [])

  useHotkeys([['mod+K', open]], [])
  const shortcut = os === 'macos' || os === 'ios' ? '⌘K' : 'Ctrl+K'

  return (
    <>
      <UnstyledButton
        className={classes.search}
        onClick={open}
        onMouseEnter={() => void loadSpotlight()}
        onFocus={() => void loadSpotlight()}
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="search-button"
      >
        <IconSearch size={20} aria-hidden />
        <span className={classes.searchLabel}>{t('search.label')}</span>
        <Kbd size="xs" className={classes.searchKbd} aria-hidden>
          {shortcut}
        </Kbd>
      </UnstyledButton>
      {mounted && (
        <Suspense fallback={null}>
          <SearchSpotlight sections={sections} onReady={onReady} />
        </Suspense>
      )}
    </>
  )
}
