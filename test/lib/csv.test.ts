import { describe, expect, it } from 'vitest'
import { buildCsv, csvField } from '@/lib/csv'

describe('CSV fields', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['', ''],
    [12.5, '12.5'],
    [-3, '-3'],
    [true, 'true'],
    [null, ''],
    [undefined, ''],
  ])('%j becomes %j', (value, expected) => {
    expect(csvField(value)).toBe(expected)
  })

  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
  ])('text that a spreadsheet would run (%j) is defused', (value, expected) => {
    expect(csvField(value)).toBe(expected)
  })
})

describe('buildCsv', () => {
  it('writes the header and one CRLF-ended line per row, quoting each field', () => {
    expect(
      buildCsv(
        ['name', 'price'],
        [
          ['Tote, "large"', 19.5],
          ['=cmd', null],
        ],
      ),
    ).toBe(`name,price\r\n"Tote, ""large""",19.5\r\n'=cmd,\r\n`)
  })

  it('writes only the header for no rows', () => {
    expect(buildCsv(['a', 'b'], [])).toBe('a,b\r\n')
  })
})
