import {
  IconAlertOctagon,
  IconFile,
  IconInbox,
  IconLabelImportant,
  IconMail,
  IconSend,
  IconStar,
  IconTrash,
  type Icon,
} from '@tabler/icons-react'
import type { SystemLabel } from '@/lib/api/schemas/mail-constants'

/** The picture of each system label in the sidebar. */
export const SYSTEM_LABEL_ICONS: Record<SystemLabel, Icon> = {
  inbox: IconInbox,
  sent: IconSend,
  drafts: IconFile,
  starred: IconStar,
  important: IconLabelImportant,
  spam: IconAlertOctagon,
  trash: IconTrash,
  all: IconMail,
}
