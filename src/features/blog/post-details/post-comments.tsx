import {
  Alert,
  Badge,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconMessageOff } from '@tabler/icons-react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmModal } from '@/components/confirm-modal'
import { usePaginationLabels } from '@/components/pagination-labels'
import { QueryError } from '@/components/query-error'
import { BLOG_LIMITS, COMMENT_SORTS, type CommentSort } from '@/lib/api/schemas/blog-constants'
import type { Comment, CommentThread, Post } from '@/lib/api/schemas/blog'
import { useFormatters } from '@/lib/i18n/format'
import { notify } from '@/lib/notify'
import { useDeleteComment } from '../api/mutations'
import { commentsQueryOptions } from '../api/queries'
import { pageOfNewComment, repliesUnder } from '../comments'
import { CommentForm } from './comment-form'
import { CommentItem } from './comment-item'
import classes from './post-details.module.css'

type DeleteTarget = { comment: Comment; replies: number }

/**
 * The post's comments: the count, newest or oldest first, threads (a comment and every reply
 * under it, one level indented), a form for a comment and one under the comment being answered,
 * delete with a confirm, and pages of top-level comments.
 */
export function PostComments({ post }: { post: Post }) {
  const { t } = useTranslation('blog')
  const format = useFormatters()
  const paginationLabels = usePaginationLabels()
  const [sort, setSort] = useState<CommentSort>('newest')
  const [page, setPage] = useState(1)
  const [replyingTo, setReplyingTo] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const query = useQuery({
    ...commentsQueryOptions(post.id, sort, page),
    placeholderData: keepPreviousData,
  })
  const total = query.data?.total ?? 0
  const size = query.data?.size ?? BLOG_LIMITS.commentPageSize
  const pages = Math.max(1, Math.ceil(total / size))

  // The last comment of the last page deleted: show the page before (set while rendering, as
  // React does for state that follows other values, not in an effect after a wasted paint).
  if (query.isSuccess && !query.isPlaceholderData && page > pages) setPage(pages)

  const remove = useDeleteComment(post, {
    onSuccess: () => {
      setDeleting(null)
      notify(t('comments.deleted'))
    },
  })

  const item = (comment: Comment, thread: CommentThread) => (
    <CommentItem
      comment={comment}
      onReply={post.commentsEnabled ? () => setReplyingTo(comment.id) : undefined}
      onDelete={() => {
        remove.reset()
        setDeleting({ comment, replies: repliesUnder(thread, comment.id) })
      }}
    >
      {replyingTo === comment.id && (
        <div className={classes.replyForm}>
          <CommentForm
            post={post}
            parent={comment}
            onSent={() => setReplyingTo(null)}
            onCancel={() => setReplyingTo(null)}
          />
        </div>
      )}
    </CommentItem>
  )

  return (
    <section aria-labelledby="post-comments-heading" className={classes.comments}>
      <Group justify="space-between" gap="sm" mb="lg">
        <Group gap="xs">
          <Title order={2} size="h3" id="post-comments-heading" ref={heading} tabIndex={-1}>
            {t('comments.title')}
          </Title>
          <Badge variant="light" color="gray" radius="sm" size="lg" data-testid="comment-count">
            {format.number(post.totalComments)}
          </Badge>
        </Group>
        {total > 1 && (
          <SegmentedControl
            size="xs"
            aria-label={t('comments.sort')}
            value={sort}
            onChange={(value) => {
              const next = COMMENT_SORTS.find((option) => option === value)
              if (next) {
                setSort(next)
                setPage(1)
              }
            }}
            data={COMMENT_SORTS.map((value) => ({ value, label: t(`comments.sorts.${value}`) }))}
          />
        )}
      </Group>

      {post.commentsEnabled ? (
        <CommentForm
          post={post}
          onSent={() => {
            setReplyingTo(null)
            setPage(pageOfNewComment(sort, total, size))
          }}
        />
      ) : (
        <Alert
          variant="light"
          color="gray"
          icon={<IconMessageOff size={20} aria-hidden />}
          data-testid="comments-disabled"
        >
          {t('comments.disabled')}
        </Alert>
      )}

      <div className={classes.thread}>
        {query.isError && !query.data ? (
          <QueryError query={query} />
        ) : !query.data ? (
          <Stack gap="lg" aria-busy="true">
            {Array.from({ length: 3 }, (_, index) => (
              <Group key={index} align="flex-start" wrap="nowrap">
                <Skeleton circle height={40} />
                <Stack gap={6} flex={1}>
                  <Skeleton height={12} width="30%" />
                  <Skeleton height={12} width="90%" />
                </Stack>
              </Group>
            ))}
          </Stack>
        ) : query.data.comments.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="comments-empty">
            {post.commentsEnabled ? t('comments.empty') : t('comments.none')}
          </Text>
        ) : (
          <ul
            className={classes.threads}
            aria-label={t('comments.title')}
            aria-busy={query.isPlaceholderData}
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
          >
            {query.data.comments.map((thread) => (
              <li key={thread.id} className={classes.threadItem}>
                {item(thread, thread)}
                {thread.replies.length > 0 && (
                  <ul
                    className={classes.replies}
                    aria-label={t('comments.repliesTo', { name: thread.author.name })}
                  >
                    {thread.replies.map((reply) => (
                      <li key={reply.id}>{item(reply, thread)}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>

      {pages > 1 && (
        <Group justify="center" mt="lg">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            size="sm"
            {...paginationLabels}
          />
        </Group>
      )}

      <ConfirmModal
        opened={deleting !== null}
        title={t('comments.deleteTitle')}
        confirmLabel={t('comments.deleteConfirm')}
        onConfirm={() => deleting && remove.mutate(deleting.comment.id)}
        onClose={() => setDeleting(null)}
        pending={remove.isPending}
        // The deleted comment's button is gone: the focus goes back to the comments' heading.
        focusAfterClose={remove.isSuccess ? () => heading.current?.focus() : null}
      >
        {deleting && deleting.replies > 0
          ? t('comments.deleteWithReplies', { count: deleting.replies })
          : t('comments.deleteBody')}
      </ConfirmModal>
    </section>
  )
}
