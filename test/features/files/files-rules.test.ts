import { describe, expect, it } from 'vitest'
import { nameProblem, stemLength } from '@/features/files/dialogs/name-rules'
import { nextGridIndex } from '@/features/files/grid-keys'
import { fileListApiQuery, parseFileSearch } from '@/features/files/search'
import { chunkRanges, uploadProblemOf, uploadTypeOf } from '@/features/files/upload/upload-rules'
import { FILE_LIMITS } from '@/lib/api/schemas/files-constants'

describe('what an upload may be', () => {
  it.each([
    [{ name: 'report.pdf', type: 'application/pdf' }, 'application/pdf'],
    // The browser could not tell: the extension says it.
    [{ name: 'Notes.MD', type: '' }, 'text/markdown'],
    [
      { name: 'budget.xlsx', type: '' },
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [{ name: 'tone.wav', type: 'audio/x-wav' }, 'audio/wav'],
    // Script-carrying types are never uploads, whatever the name says.
    [{ name: 'logo.svg', type: 'image/svg+xml' }, null],
    [{ name: 'page.html', type: 'text/html' }, null],
    [{ name: 'no-extension', type: '' }, null],
  ])('%o is uploaded as %s', (file, expected) => {
    expect(uploadTypeOf(file)).toBe(expected)
  })

  it('names the problem: the type first, then the size', () => {
    const big = FILE_LIMITS.fileBytes + 1
    expect(uploadProblemOf({ name: 'a.exe', type: 'application/x-msdownload', size: 10 })).toBe(
      'type',
    )
    expect(uploadProblemOf({ name: 'a.exe', type: '', size: big })).toBe('type')
    expect(uploadProblemOf({ name: 'movie.mp4', type: 'video/mp4', size: big })).toBe('too-large')
    expect(
      uploadProblemOf({ name: 'movie.mp4', type: 'video/mp4', size: FILE_LIMITS.fileBytes }),
    ).toBeNull()
  })

  it('sends a file in chunks that cover every byte once', () => {
    expect(chunkRanges(0, 4)).toEqual([[0, 0]])
    expect(chunkRanges(4, 4)).toEqual([[0, 4]])
    expect(chunkRanges(10, 4)).toEqual([
      [0, 4],
      [4, 8],
      [8, 10],
    ])
  })
})

describe('names', () => {
  it.each([
    ['Report 2026.pdf', null],
    ['   ', 'required'],
    ['x'.repeat(FILE_LIMITS.name + 1), 'tooLong'],
    ['a/b', 'invalid'],
    ['a\\b', 'invalid'],
    ['tab\there', 'invalid'],
    ['..', 'invalid'],
    ['.', 'invalid'],
    ['تقرير.pdf', null],
  ])('%j: %s', (name, problem) => {
    expect(nameProblem(name)).toBe(problem)
  })

  it('selects the name without its extension when renaming', () => {
    expect(stemLength('report.final.pdf')).toBe('report.final'.length)
    expect(stemLength('.env')).toBe(4)
    expect(stemLength('Folder')).toBe(6)
  })
})

describe('arrow keys in the grid', () => {
  const grid = { columns: 4, count: 10, rtl: false }
  it.each([
    [0, 'ArrowRight', 1],
    [0, 'ArrowLeft', 0],
    [5, 'ArrowLeft', 4],
    [1, 'ArrowDown', 5],
    [8, 'ArrowDown', 8],
    [5, 'ArrowUp', 1],
    [2, 'ArrowUp', 2],
    [9, 'ArrowRight', 9],
    [6, 'Home', 0],
    [2, 'End', 9],
  ] as const)('from %i, %s goes to %i', (from, key, to) => {
    expect(nextGridIndex(from, key, grid)).toBe(to)
  })

  it('follows the reading direction in right-to-left languages', () => {
    expect(nextGridIndex(3, 'ArrowLeft', { ...grid, rtl: true })).toBe(4)
    expect(nextGridIndex(3, 'ArrowRight', { ...grid, rtl: true })).toBe(2)
  })
})

describe('the file manager URL state', () => {
  it('reads every param in the canonical order and leaves the defaults out', () => {
    const search = parseFileSearch({
      size: '96',
      item: 'file-1',
      view: 'list',
      to: '2026-11-30',
      from: '2026-11-01',
      type: 'pdf,image,nope',
      folder: 'fld-1',
      scope: 'shared',
      q: ' plan ',
      sort: 'size-desc',
      page: '2',
    })
    expect(search).toEqual({
      q: 'plan',
      scope: 'shared',
      folder: 'fld-1',
      type: ['pdf', 'image'],
      from: '2026-11-01',
      to: '2026-11-30',
      view: 'list',
      item: 'file-1',
      sort: 'size-desc',
      page: 2,
      size: 96,
    })
    expect(
      parseFileSearch({ scope: 'files', view: 'grid', sort: 'name-asc', page: 1, size: 48 }),
    ).toEqual({})
  })

  it('drops what it does not know, and a folder where folders are not browsed', () => {
    expect(parseFileSearch({ folder: '../etc', from: '2026-02-30', scope: 'everything' })).toEqual(
      {},
    )
    expect(parseFileSearch({ scope: 'starred', folder: 'fld-1' })).toEqual({ scope: 'starred' })
  })

  it('asks the API with the folder only where folders are browsed', () => {
    expect(fileListApiQuery({ folder: 'fld-1', type: ['image', 'pdf'] })).toEqual({
      scope: 'files',
      folderId: 'fld-1',
      search: undefined,
      type: 'image,pdf',
      from: undefined,
      to: undefined,
      sort: 'name-asc',
      page: 1,
      size: 48,
    })
    expect(fileListApiQuery({ scope: 'trash' }).folderId).toBeUndefined()
  })
})
