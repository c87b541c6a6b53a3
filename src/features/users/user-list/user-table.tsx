import type { OnChangeFn, RowSelectionState } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { DataTable } from '@/components/data-table/data-table'
import type { DataTableSort } from '@/components/data-table/data-table-features'
import type { User, UserSortField } from '@/lib/api/schemas/users'
import { readOnlyUserColumns, userColumns, type UserColumnTitle } from './user-columns'

interface UserTableProps {
  rows: User[]
  loading: boolean
  skeletonRows: number
  stale: boolean
  dense: boolean
  sort: DataTableSort<UserSortField>
  onSortChange: (sort: DataTableSort<UserSortField>) => void
  selection: RowSelectionState
  onSelectionChange: OnChangeFn<RowSelectionState>
  /** An administrator: selection and the row actions. */
  editable: boolean
}

const getRowId = (row: User) => row.id
const rowName = (row: User) => row.displayName

/** The people of one page in the shared table, with the user columns and labels. */
export function UserTable({ editable, ...props }: UserTableProps) {
  const { t } = useTranslation('users')
  return (
    <DataTable
      {...props}
      columns={editable ? userColumns : readOnlyUserColumns}
      getRowId={getRowId}
      rowName={rowName}
      columnTitle={(title) =>
        title === 'actions'
          ? t('list.actions')
          : t(`fields.${title as Exclude<UserColumnTitle, 'actions'>}`)
      }
      minWidth={1000}
      data-testid="user-table"
      skeletonTestId="user-skeleton-row"
    />
  )
}
