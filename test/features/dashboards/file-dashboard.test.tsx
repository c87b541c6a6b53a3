/**
 * /dashboard/file: the reader's storage by group, folders and recent files as the file manager's
 * calls answer them, the data activity's span switch in the address, one failing widget alone,
 * empty states, and the upload button that opens the file manager's upload.
 */
import { configure, screen, waitFor, within } from '@testing-library/react'
import { delay, http as mock, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { usageByGroup } from '@/features/dashboards/file/file-groups'
import { periodOf } from '@/features/dashboards/period'
import { apiGet } from '@/lib/api/http'
import { fileActivitySchema } from '@/lib/api/schemas/dashboards'
import { fileListResponseSchema, storageResponseSchema } from '@/lib/api/schemas/files'
import { formatFileSize } from '@/lib/file-size'
import { formattersFor } from '@/lib/i18n/format'
import { languageInfo } from '@/lib/i18n/languages'
import { server } from '../../../mocks/node'
import { given } from '../../mocks/given'
import { renderApp } from '../../utils/render'

configure({ asyncUtilTimeout: 8000 })
const SLOW = { timeout: 40_000 }
const format = formattersFor(languageInfo('en').intlLocale)
const size = (bytes: number) => formatFileSize(bytes, format)

beforeAll(() => import('@/features/dashboards/file/file-dashboard'), 60_000)

const widget = (testId: string) => screen.getByTestId(testId)

describe('the file dashboard', SLOW, () => {
  it('shows the storage by group, the folders and the recent files the file manager has', async () => {
    await given.folder({ name: 'Aardvark plans' })
    await renderApp('/dashboard/file', { session: 'admin' })
    expect(screen.getByRole('heading', { level: 1, name: 'File' })).toBeInTheDocument()
    // No period control: the widgets show the drive as it is.
    expect(screen.queryByTestId('period-control')).not.toBeInTheDocument()

    const storage = await apiGet('api/files/storage', storageResponseSchema)
    const storageWidget = widget('widget-storage')
    expect(await within(storageWidget).findByTestId('storage-used')).toHaveTextContent(
      `${size(storage.used)} of ${size(storage.quota)} used`,
    )
    for (const usage of usageByGroup(storage.byKind))
      expect(within(storageWidget).getByTestId(`storage-${usage.group}`)).toHaveTextContent(
        size(usage.size),
      )

    const folders = await within(widget('widget-folders')).findAllByTestId('folder-link')
    const top = await apiGet('api/files/list', fileListResponseSchema, { scope: 'files' })
    const first = top.rows.find((item) => item.kind === 'folder')!
    expect(first.name).toBe('Aardvark plans')
    expect(folders[0]).toHaveTextContent('Aardvark plans')
    expect(folders[0]).toHaveAttribute('href', `/dashboard/files-manager?folder=${first.id}`)

    const recent = await apiGet('api/files/list', fileListResponseSchema, {
      scope: 'recent',
      size: 24,
    })
    const rows = await within(widget('widget-recent-files')).findAllByTestId('recent-file')
    const newest = recent.rows.filter((item) => item.kind !== 'folder')[0]!
    expect(rows[0]).toHaveTextContent(newest.name)
    expect(within(rows[0]!).getByRole('link', { name: newest.name })).toHaveAttribute(
      'href',
      `/dashboard/files-manager?scope=recent&item=${newest.id}`,
    )
  })

  it('shows a year of data activity, and a month or a week from its switch in the address', async () => {
    // Something added today, so the last week has a day to show.
    await given.file({ name: 'fresh.png', mimeType: 'image/png', size: 2048 })
    const { user, router } = await renderApp('/dashboard/file', { session: 'admin' })
    const year = await apiGet('api/dashboards/file/activity', fileActivitySchema, {
      ...periodOf({ range: '12m' }),
    })
    expect(year.period.bucket).toBe('month')
    // The figure's table (read by screen readers) has one row per month of the year.
    const table = await within(widget('widget-data-activity')).findByRole('table')
    expect(within(table).getAllByRole('rowheader')).toHaveLength(year.buckets.length)
    const images = year.items.find((item) => item.group === 'images')!
    const column = within(table)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'Images')
    const lastRow = within(table).getAllByRole('row').at(-1)!
    expect(lastRow.children[column]).toHaveTextContent(size(images.series.at(-1)!))

    await user.click(within(widget('widget-data-activity')).getByRole('radio', { name: 'Week' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ activity: 'week' }))
    await waitFor(() =>
      expect(
        within(within(widget('widget-data-activity')).getByRole('table')).getAllByRole('rowheader'),
      ).toHaveLength(7),
    )
    await user.click(within(widget('widget-data-activity')).getByRole('radio', { name: 'Month' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ activity: 'month' }))
  })

  it('shows a failed widget’s error with a retry while the others show; empty and loading states', async () => {
    let fail = true
    server.use(
      mock.get('*/api/files/storage', () =>
        fail ? HttpResponse.json({ message: 'The drive is resting' }, { status: 500 }) : undefined,
      ),
      mock.get('*/api/files/list', ({ request }) =>
        new URL(request.url).searchParams.get('scope') === 'recent'
          ? HttpResponse.json({
              rows: [],
              total: 0,
              page: 1,
              size: 24,
              folder: null,
              breadcrumbs: [],
            })
          : undefined,
      ),
      mock.get('*/api/dashboards/file/activity', () => delay('infinite')),
    )
    const { user } = await renderApp('/dashboard/file', { session: 'admin' })
    const storage = widget('widget-storage')
    expect(await within(storage).findByText('The drive is resting', {})).toBeInTheDocument()
    expect(await within(widget('widget-folders')).findAllByTestId('folder-link')).not.toHaveLength(
      0,
    )
    expect(
      await within(widget('widget-recent-files')).findByText('No file changed in the last 30 days'),
    ).toBeInTheDocument()
    expect(
      within(widget('widget-data-activity')).getByTestId('widget-skeleton'),
    ).toBeInTheDocument()

    fail = false
    await user.click(within(storage).getByRole('button', { name: 'Try again' }))
    expect(await within(widget('widget-storage')).findByTestId('storage-used')).toBeInTheDocument()
  })

  it('opens the file manager’s upload from its upload button', async () => {
    const { user, router } = await renderApp('/dashboard/file', { session: 'admin' })
    await user.click(within(widget('widget-upload')).getByRole('link', { name: 'Upload files' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/files-manager'))
    expect(
      await screen.findByRole('dialog', { name: 'Upload to “My files”' }, { timeout: 15_000 }),
    ).toBeInTheDocument()
  })
})
