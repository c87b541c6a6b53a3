/**
 * The selection column of the user list. Unlike the shared one, some rows cannot be selected (the
 * demo accounts, oneself: the API refuses to delete them), so "all" means every row that can be.
 */
import { Box, Checkbox, Tooltip } from '@mantine/core'
import { createColumnHelper, type Row, type Table } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import type { DataTableFeatures } from '@/components/data-table/data-table-features'
import type { User } from '@/lib/api/schemas/users'
import { userLock, type UserLock } from '../protection'
import { useUserListActions } from './user-list-actions'

type UserTable = Table<DataTableFeatures<User>, User>
type UserRow = Row<DataTableFeatures<User>, User>

function useSelectable(table: UserTable) {
  const { me } = useUserListActions()
  return table.getRowModel().rows.filter((row) => userLock(row.original, me) === null)
}

function SelectAll({ table }: { table: UserTable }) {
  const { t } = useTranslation('users')
  const rows = useSelectable(table)
  const selected = rows.filter((row) => row.getIsSelected()).length
  const all = rows.length > 0 && selected === rows.length
  return (
    <Checkbox
      aria-label={t('list.selectAll')}
      checked={all}
      indeterminate={!all && selected > 0}
      disabled={rows.length === 0}
      onChange={() =>
        table.setRowSelection((previous) => {
          const next = { ...previous }
          for (const row of rows) {
            if (all) delete next[row.id]
            else next[row.id] = true
          }
          return next
        })
      }
    />
  )
}

export function LockReason({ lock }: { lock: UserLock }) {
  const { t } = useTranslation('users')
  return t(lock === 'demo' ? 'list.lockedDemo' : 'list.lockedSelf')
}

function SelectRow({ row }: { row: UserRow }) {
  const { t } = useTranslation('users')
  const { me } = useUserListActions()
  const lock = userLock(row.original, me)
  const checkbox = (
    <Checkbox
      aria-label={t('list.selectRow', { name: row.original.displayName })}
      checked={lock === null && row.getIsSelected()}
      disabled={lock !== null}
      onChange={row.getToggleSelectedHandler()}
    />
  )
  if (lock === null) return checkbox
  // A disabled control gets no pointer events: the tooltip sits on a wrapper.
  return (
    <Tooltip label={<LockReason lock={lock} />}>
      <Box w="fit-content">{checkbox}</Box>
    </Tooltip>
  )
}

const helper = createColumnHelper<DataTableFeatures<User>, User>()

export const userSelectColumn = helper.display({
  id: 'select',
  header: ({ table }) => <SelectAll table={table} />,
  cell: ({ row }) => <SelectRow row={row} />,
  meta: { width: 48 },
})
