import '@mantine/spotlight/styles.css'
import { createSpotlight, Spotlight, type SpotlightActionData } from '@mantine/spotlight'
import { IconExternalLink, IconFile, IconSearch } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { flattenNav } from '../nav/nav-config'
import type { NavSection } from '../nav/nav-types'

interface SearchSpotlightProps {
  sections: NavSection[]
  onReady: (open: () => void) => void
}

export default function SearchSpotlight({ sections, onReady }: SearchSpotlightProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [[store, actions]] = useState(() => createSpotlight())

  useEffect(() => onReady(actions.open), [actions, onReady])

  const data = useMemo<SpotlightActionData[]>(
    () =>
      flattenNav(sections).map(({ item, path, section }) => {
        const Icon = item.icon ?? (item.href ? IconExternalLink : IconFile)
        return {
          id: [section.key, ...path.map((p) => p.key), item.key].join('/'),
          label: t(item.title),
          description: [t(section.subheader), ...path.map((p) => t(p.title))].join(' › '),
          leftSection: <Icon size={20} stroke={1.6} aria-hidden />,
          onClick: () => {
            if (item.href) window.open(item.href, '_blank', 'noopener,noreferrer')
            else if (item.link) void navigate(item.link)
          },
        }
      }),
    [sections, t, navigate],
  )

  return (
    <Spotlight
      store={store}
      actions={data}
      shortcut={null}
      highlightQuery
      scrollable
      maxHeight={420}
      limit={30}
      nothingFound={t('search.nothingFound')}
      searchProps={{
        leftSection: <IconSearch size={20} aria-hidden />,
        placeholder: t('search.placeholder'),
        'aria-label': t('search.label'),
      }}
    />
  )
}
