import { describe, expect, it } from 'vitest'
import { checkChatFiles } from '@/features/chat/components/chat-files'
import { CHAT_LIMITS } from '@/lib/api/schemas/chat-constants'

const file = (name: string, type: string, size = 1000) => ({ name, type, size })

describe('checkChatFiles', () => {
  it('takes allowed types up to the size limit and names the others', () => {
    const picture = file('a.png', 'image/png')
    const pdf = file('b.pdf', 'application/pdf', CHAT_LIMITS.attachmentBytes)
    const huge = file('c.jpg', 'image/jpeg', CHAT_LIMITS.attachmentBytes + 1)
    const script = file('d.exe', 'application/x-msdownload')
    const { files, problems } = checkChatFiles([picture, pdf, huge, script], 6)
    expect(files).toEqual([picture, pdf])
    expect(problems).toEqual([
      { file: huge, problem: 'too-large' },
      { file: script, problem: 'wrong-type' },
    ])
  })

  it('takes no more files than the message has room for', () => {
    const all = ['1', '2', '3'].map((n) => file(`${n}.txt`, 'text/plain'))
    const { files, problems } = checkChatFiles(all, 2)
    expect(files).toHaveLength(2)
    expect(problems).toEqual([{ file: all[2], problem: 'too-many' }])
  })
})
