import { Image } from '@mantine/core'
import type { FileItem } from '@/lib/api/schemas/files'
import { useApiObjectUrl } from '@/lib/use-api-object-url'
import { fileDownloadPath } from '../api/queries'
import { FileIcon } from '@/components/file-icon'

/** Pictures up to this size are shown as themselves in the grid; bigger ones keep their icon. */
const THUMB_MAX_BYTES = 3 * 1024 * 1024

/** A picture's own image (its bytes need the token, so they come through the API client). */
function PictureThumb({ item, size }: { item: FileItem; size: number }) {
  const { url, failed } = useApiObjectUrl(fileDownloadPath(item.id, true))
  if (failed || !url) return <FileIcon kind="image" size={size} />
  return <Image src={url} alt="" h={size} w={size} radius="md" fit="cover" />
}

/** The card's picture: a thumbnail for a picture, else the kind's icon. Decorative. */
export function FileThumb({ item, size }: { item: FileItem; size: number }) {
  if (item.kind === 'image' && item.size <= THUMB_MAX_BYTES)
    return <PictureThumb item={item} size={size} />
  return <FileIcon kind={item.kind} size={size} />
}
