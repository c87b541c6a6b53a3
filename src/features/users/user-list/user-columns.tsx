/**
 * The user table's columns. Module constants: cells are components with their own hooks, so the
 * definitions never change and the table never rebuilds its column model on a render. Column ids
 * that sort are the API's sort fields (USER_SORT_FIELDS).
 */
import { createColumnHelper } from '@tanstack/react-table'
import type { DataTableFeatures } from '@/components/data-table/data-table-features'
import type { User } from '@/lib/api/schemas/users'
import { CompanyCell, JoinedCell, LtrCell, NameCell, RoleCell, StatusCell } from './user-cells'
import { UserRowActions } from './user-row-menu'
import { userSelectColumn } from './user-select-column'

/** The headings' keys under users:fields. */
export type UserColumnTitle =
  'name' | 'email' | 'phoneNumber' | 'company' | 'role' | 'status' | 'createdAt' | 'actions'

const helper = createColumnHelper<DataTableFeatures<User>, User>()

const columns = (editable: boolean) => [
  // Rows are selected only to delete them.
  ...(editable ? [userSelectColumn] : []),
  helper.accessor('displayName', {
    id: 'name',
    cell: ({ row, table }) => (
      <NameCell user={row.original} dense={table.options.meta?.dense ?? false} />
    ),
    meta: { title: 'name' satisfies UserColumnTitle },
  }),
  helper.accessor('email', {
    cell: ({ row }) => <LtrCell value={row.original.email} />,
    meta: { title: 'email' satisfies UserColumnTitle },
  }),
  helper.accessor('phoneNumber', {
    cell: ({ row }) => <LtrCell value={row.original.phoneNumber} />,
    meta: { title: 'phoneNumber' satisfies UserColumnTitle },
  }),
  helper.accessor('company', {
    cell: ({ row }) => <CompanyCell value={row.original.company} />,
    meta: { title: 'company' satisfies UserColumnTitle },
  }),
  helper.accessor('role', {
    cell: ({ row }) => <RoleCell role={row.original.role} />,
    meta: { title: 'role' satisfies UserColumnTitle },
  }),
  helper.accessor('status', {
    cell: ({ row }) => <StatusCell status={row.original.status} />,
    meta: { title: 'status' satisfies UserColumnTitle },
  }),
  helper.accessor('createdAt', {
    cell: ({ row }) => <JoinedCell value={row.original.createdAt} />,
    meta: { title: 'createdAt' satisfies UserColumnTitle },
  }),
  ...(editable
    ? [
        helper.display({
          id: 'actions',
          cell: ({ row }) => <UserRowActions user={row.original} />,
          meta: {
            title: 'actions' satisfies UserColumnTitle,
            hideTitle: true,
            width: 56,
            align: 'end' as const,
          },
        }),
      ]
    : []),
]

/** An administrator's columns: selection and a row menu that edits and deletes. */
export const userColumns = helper.columns(columns(true))
/** Everyone else's: the directory, read only. */
export const readOnlyUserColumns = helper.columns(columns(false))
