/**
 * The reading pane: toolbar, subject and people, the sanitized body, the attachments and a quick
 * reply. Opening an unread mail marks it read.
 */
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { QueryError } from '@/components/query-error'
import { ApiError } from '@/lib/api/http'
import { mailQueryOptions } from '../api/queries'
import { AttachmentList } from './attachment-list'
import { MailBody } from './mail-body'
import { MailNotFound } from './mail-not-found'
import classes from './mail-reader.module.css'
import { QuickReply } from './quick-reply'
import { ReaderHeader } from './reader-header'
import { ReaderSkeleton } from './reader-skeleton'
import { ReaderToolbar } from './reader-toolbar'
import { useMarkRead } from './use-mark-read'

export interface MailReaderProps {
  mailId: string
  /** Phones show the reader as its own screen: this goes back to the list. */
  onBack?: () => void
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

export function MailReader({ mailId, onBack }: MailReaderProps) {
  const query = useQuery(mailQueryOptions(mailId))
  const titleId = useId()
  const mail = query.data?.mail
  useMarkRead(mail)

  if (!mail) {
    if (query.isPending) return <ReaderSkeleton />
    return (
      <div className={classes.content}>
        {isNotFound(query.error) ? <MailNotFound /> : <QueryError query={query} />}
      </div>
    )
  }

  return (
    <article className={classes.root} aria-labelledby={titleId}>
      <ReaderToolbar mail={mail} onBack={onBack} />
      <div className={classes.content}>
        <ReaderHeader mail={mail} titleId={titleId} />
        <MailBody html={mail.message} />
        {mail.attachments.length > 0 && <AttachmentList attachments={mail.attachments} />}
        <QuickReply mail={mail} />
      </div>
    </article>
  )
}
