import type { Editor } from '@tiptap/core'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BLOG_IMAGE_TYPES, BLOG_LIMITS } from '@/lib/api/schemas/blog'
import { readAsDataUrl } from '@/lib/files'
import { useUploadBlogImage } from '../api/mutations'
import { altFromFileName } from './alt-text'

const MAX_MB = BLOG_LIMITS.imageBytes / 1024 / 1024
/** The upload's name field is capped at 120 characters. */
const NAME_MAX = 120

const isBlogImage = (file: File) => (BLOG_IMAGE_TYPES as readonly string[]).includes(file.type)

/**
 * Pictures into the post's content, from the toolbar's picker or pasted or dropped into the text:
 * type and size are checked first (the reason said for each file refused), each picture is stored
 * by the API, and its address is inserted where the cursor (or the drop) was. `messages` is what
 * went wrong, `uploading` the names on their way.
 */
export function useContentImages() {
  const { t } = useTranslation('blog')
  const { mutateAsync: upload } = useUploadBlogImage()
  const [messages, setMessages] = useState<string[]>([])
  const [uploading, setUploading] = useState<string[]>([])

  const add = useCallback(
    async (files: File[], editor: Editor, at: number | null) => {
      const problems: string[] = []
      const accepted = files.filter((file) => {
        if (!isBlogImage(file)) problems.push(t('editor.image.wrongType', { name: file.name }))
        else if (file.size > BLOG_LIMITS.imageBytes)
          problems.push(t('editor.image.tooLarge', { name: file.name, size: MAX_MB }))
        else return true
        return false
      })
      setMessages(problems)
      let position = at
      // One after another, so the pictures land in the order they were chosen.
      for (const file of accepted) {
        setUploading((names) => [...names, file.name])
        try {
          const dataUrl = await readAsDataUrl(file)
          const { url } = await upload({ name: file.name.slice(0, NAME_MAX), dataUrl })
          if (editor.isDestroyed) return
          const image = { type: 'image', attrs: { src: url, alt: altFromFileName(file.name) } }
          const chain = editor.chain().focus()
          // A drop goes where it was dropped; the next pictures follow the first.
          if (position !== null)
            chain.insertContentAt(Math.min(position, editor.state.doc.content.size), image)
          else chain.insertContent(image)
          chain.run()
          position = null
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error)
          setMessages((current) => [
            ...current,
            t('editor.image.failed', { name: file.name, reason }),
          ])
        } finally {
          setUploading((names) => names.filter((name) => name !== file.name))
        }
      }
    },
    [t, upload],
  )

  /** For the editor's paste and drop: pictures are taken (and any other file refused). */
  const onFiles = useCallback(
    (files: File[], editor: Editor, at: number | null) => {
      void add(files, editor, at)
      return true
    },
    [add],
  )

  return { add, onFiles, messages, uploading }
}
