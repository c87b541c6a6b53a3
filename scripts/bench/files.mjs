/**
 * The file list with 10,000 files in one folder (issue 17, the large demo data's "Scans archive"),
 * in the list view. The nav links to the top of the drive, not to that folder, so there is no
 * in-app navigation measure; the rest is the shared list suite's.
 */
import { listSuite } from './lib/list-suite.mjs'

export default listSuite({
  name: 'files',
  title: 'File list, 10,000 files in a folder',
  // The folder's id is the seed's: asked of the API, as the app would.
  path: async (page) => {
    const id = await page.evaluate(async () => {
      const response = await fetch('/api/files/list?search=Scans%20archive&type=folder', {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
      })
      const { rows } = await response.json()
      return rows.find((row) => row.name === 'Scans archive')?.id
    })
    if (!id) throw new Error('no "Scans archive" folder: is the large demo data seeded?')
    return `/dashboard/files-manager?folder=${id}&view=list`
  },
  prefix: 'file',
  apiPath: '/api/files/list',
  neighbour: null,
  searchLabel: 'Search files',
  // Digits some names lack (every name has a digit, not every digit).
  letters: '7395',
  words: ['scan-09', '00042', 'scan-1', '777'],
})
