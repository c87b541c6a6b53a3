import { Avatar, Group, MultiSelect, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { KanbanCard, Member } from '@/lib/api/schemas/kanban'
import { membersQueryOptions } from '../../api/queries'
import type { useCardSave } from './use-card-save'

type Saver = ReturnType<typeof useCardSave>

/** People on the card: a multi-select that searches the members on the server. */
export function CardAssignees({ card, saver }: { card: KanbanCard; saver: Saver }) {
  const { t } = useTranslation('kanban')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 250)
  const query = useQuery(membersQueryOptions(debounced))

  // The chosen members stay among the options whatever the search shows.
  const known = useMemo(() => {
    const map = new Map<string, Member>()
    for (const member of [...card.assignees, ...(query.data ?? [])]) map.set(member.id, member)
    return map
  }, [card.assignees, query.data])
  const data = useMemo(
    () => [...known.values()].map((m) => ({ value: m.id, label: m.name })),
    [known],
  )

  return (
    <MultiSelect
      label={t('drawer.assignees')}
      placeholder={card.assignees.length ? undefined : t('drawer.assigneesPlaceholder')}
      data={data}
      value={card.assignees.map((a) => a.id)}
      onChange={(ids) => saver.save({ assigneeIds: ids }, [...known.values()])}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already filtered by name and e-mail.
      filter={({ options }) => options}
      nothingFoundMessage={query.isFetching ? undefined : t('drawer.noMembers')}
      maxValues={20}
      hidePickedOptions
      clearable
      error={saver.errors.assigneeIds}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => {
        const member = known.get(option.value)
        return (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={member?.avatarUrl} name={option.label} color="initials" size={28} alt="" />
            <div>
              <Text size="sm">{option.label}</Text>
              <Text size="xs" c="dimmed">
                {member?.email}
              </Text>
            </div>
          </Group>
        )
      }}
    />
  )
}
