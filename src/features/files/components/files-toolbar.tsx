import { Group, MultiSelect, SegmentedControl, Select, VisuallyHidden } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { IconLayoutGrid, IconList } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch } from '@/components/debounced-search'
import { FILE_KINDS, FILE_SORTS } from '@/lib/api/schemas/files-constants'
import { LocalizedDates } from '@/lib/i18n/localized-dates'
import { DEFAULT_FILE_SORT, type FileSearch } from '../search'
import classes from './files-toolbar.module.css'

interface FilesToolbarProps {
  search: FileSearch
  /** A new filter (the list goes back to its first page). */
  onFilter: (patch: Partial<FileSearch>) => void
}

/** Search, kinds, modified dates, sort and the grid / list switch, all kept in the address. */
export function FilesToolbar({ search, onFilter }: FilesToolbarProps) {
  const { t } = useTranslation('files')
  return (
    <div className={classes.toolbar}>
      <div className={classes.search}>
        <DebouncedSearch
          value={search.q}
          onSearch={(q) => onFilter({ q })}
          label={t('toolbar.search')}
          placeholder={t('toolbar.searchPlaceholder')}
          clearLabel={t('toolbar.clearSearch')}
          data-testid="file-search"
        />
      </div>
      <MultiSelect
        className={classes.kinds}
        aria-label={t('toolbar.kinds')}
        placeholder={search.type?.length ? undefined : t('toolbar.kindsPlaceholder')}
        data={FILE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        value={search.type ?? []}
        onChange={(values) => {
          const kinds = FILE_KINDS.filter((kind) => values.includes(kind))
          onFilter({ type: kinds.length ? kinds : undefined })
        }}
        clearable
        clearButtonProps={{ 'aria-label': t('toolbar.clearKinds') }}
        maxValues={FILE_KINDS.length}
        data-testid="file-kinds"
      />
      <LocalizedDates>
        <DatePickerInput
          className={classes.dates}
          type="range"
          // A <label> (hidden) rather than aria-label: the button shows its own text (the range).
          label={t('toolbar.modified')}
          labelProps={{ className: classes.hiddenLabel }}
          // The range's placeholder is text on a button, so it must be as readable as text.
          styles={{ input: { '--input-placeholder-color': 'var(--mantine-color-dimmed)' } }}
          placeholder={t('toolbar.modifiedPlaceholder')}
          value={[search.from ?? null, search.to ?? null]}
          onChange={([from, to]) => {
            // A range is applied once both ends are chosen; clearing removes it.
            if (from && !to) return
            onFilter({ from: from ?? undefined, to: to ?? undefined })
          }}
          valueFormat={t('toolbar.dateFormat')}
          clearable
          clearButtonProps={{ 'aria-label': t('toolbar.clearDates') }}
          popoverProps={{ withinPortal: true }}
          data-testid="file-dates"
        />
      </LocalizedDates>
      <Select
        className={classes.sort}
        aria-label={t('toolbar.sort')}
        data={FILE_SORTS.map((value) => ({ value, label: t(`sorts.${value}`) }))}
        value={search.sort ?? DEFAULT_FILE_SORT}
        onChange={(value) => {
          const sort = FILE_SORTS.find((option) => option === value)
          if (sort) onFilter({ sort: sort === DEFAULT_FILE_SORT ? undefined : sort })
        }}
        allowDeselect={false}
        data-testid="file-sort"
      />
      <Group gap={0} className={classes.view}>
        <SegmentedControl
          aria-label={t('toolbar.view')}
          value={search.view ?? 'grid'}
          onChange={(value) => onFilter({ view: value === 'list' ? 'list' : undefined })}
          data={[
            {
              value: 'grid',
              label: (
                <>
                  <IconLayoutGrid size={18} aria-hidden />
                  <VisuallyHidden>{t('toolbar.grid')}</VisuallyHidden>
                </>
              ),
            },
            {
              value: 'list',
              label: (
                <>
                  <IconList size={18} aria-hidden />
                  <VisuallyHidden>{t('toolbar.list')}</VisuallyHidden>
                </>
              ),
            },
          ]}
          data-testid="file-view"
        />
      </Group>
    </div>
  )
}
