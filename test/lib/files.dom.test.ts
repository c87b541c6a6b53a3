import { describe, expect, it } from 'vitest'
import { checkDrop, move, readAsDataUrl } from '@/lib/files'

const refused = (file: string, code: string) => ({ file, errors: [{ code }] })

describe('checkDrop', () => {
  it('keeps the accepted files the field has room for', () => {
    expect(checkDrop(['a', 'b'], [], 5)).toEqual({ files: ['a', 'b'], problems: [] })
  })

  it('names refused files first, by their first reason, then those past the room', () => {
    expect(
      checkDrop(
        ['a', 'b', 'c'],
        [refused('big', 'file-too-large'), refused('doc', 'file-invalid-type')],
        1,
      ),
    ).toEqual({
      files: ['a'],
      problems: [
        { file: 'big', problem: 'too-large' },
        { file: 'doc', problem: 'wrong-type' },
        { file: 'b', problem: 'too-many' },
        { file: 'c', problem: 'too-many' },
      ],
    })
  })

  it('takes nothing when the field is full (or over)', () => {
    expect(checkDrop(['a'], [], -2)).toEqual({
      files: [],
      problems: [{ file: 'a', problem: 'too-many' }],
    })
  })

  it('counts the zone refusing too many files as too many', () => {
    expect(checkDrop([], [refused('x', 'too-many-files')], 3).problems).toEqual([
      { file: 'x', problem: 'too-many' },
    ])
  })
})

describe('readAsDataUrl', () => {
  it('reads a file as a data URL', async () => {
    const url = await readAsDataUrl(new Blob(['hi'], { type: 'text/plain' }))
    expect(url).toBe('data:text/plain;base64,aGk=')
  })
})

describe('move', () => {
  it.each([
    [['a', 'b', 'c'], 0, 1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 2, 1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 0, 2, ['b', 'c', 'a']],
    [['a', 'b', 'c'], 0, -1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 3, 0, ['a', 'b', 'c']],
  ])('%j: %i to %i gives %j', (items, from, to, expected) => {
    expect(move(items, from, to)).toEqual(expected)
  })

  it('does not change the original', () => {
    const items = ['a', 'b']
    move(items, 0, 1)
    expect(items).toEqual(['a', 'b'])
  })
})
