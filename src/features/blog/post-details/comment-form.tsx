import { Button, Group, Stack, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert } from '@/components/form-error-alert'
import { BLOG_LIMITS } from '@/lib/api/schemas/blog-constants'
import type { Comment, Post } from '@/lib/api/schemas/blog'
import { useFormSubmit } from '@/lib/forms'
import { useFormatters } from '@/lib/i18n/format'
import { notify } from '@/lib/notify'
import { typedText } from '@/lib/i18n/typed-text'
import { useAddComment } from '../api/mutations'
import { newCommentId } from '../comments'

interface CommentFormProps {
  post: Pick<Post, 'id' | 'slug'>
  /** The comment (or reply) this answers; none for a new top-level comment. */
  parent?: Comment
  /** After the comment is stored. */
  onSent?: () => void
  /** Replies can be put away; the top-level form stays. */
  onCancel?: () => void
}

/**
 * A comment or a reply: plain text (never HTML), required, at most BLOG_LIMITS.comment characters
 * with a counter. The server's messages show next to the field. The id is chosen once per comment,
 * so a send retried after a failure is stored once.
 */
export function CommentForm({ post, parent, onSent, onCancel }: CommentFormProps) {
  const { t } = useTranslation('blog')
  const format = useFormatters()
  const id = useRef(newCommentId())
  const input = useRef<HTMLTextAreaElement>(null)
  // A reply form opens where the reader asked for it: the caret goes straight in.
  const parentId = parent?.id
  useEffect(() => {
    if (parentId) input.current?.focus()
  }, [parentId])
  const addComment = useAddComment(post)
  const form = useForm({
    mode: 'controlled',
    initialValues: { message: '' },
    validate: {
      message: (value) =>
        !value.trim()
          ? t('comments.required')
          : value.trim().length > BLOG_LIMITS.comment
            ? t('comments.tooLong', { max: format.number(BLOG_LIMITS.comment) })
            : null,
    },
  })
  const { submit, formError } = useFormSubmit(form, ['message'], async ({ message }) => {
    await addComment.mutateAsync({
      id: id.current,
      postId: post.id,
      parentId: parent?.id ?? null,
      message: message.trim(),
    })
    id.current = newCommentId()
    form.reset()
    notify(t(parent ? 'comments.replied' : 'comments.added'))
    onSent?.()
  })
  const length = form.values.message.trim().length
  const over = length > BLOG_LIMITS.comment
  return (
    <form onSubmit={submit} noValidate data-testid={parent ? 'reply-form' : 'comment-form'}>
      <Stack gap="sm">
        <FormErrorAlert>{formError}</FormErrorAlert>
        <Textarea
          label={
            parent ? t('comments.replyLabel', { name: parent.author.name }) : t('comments.label')
          }
          placeholder={parent ? t('comments.replyPlaceholder') : t('comments.placeholder')}
          autosize
          minRows={parent ? 2 : 3}
          maxRows={12}
          required
          attributes={typedText(form.values.message)}
          ref={input}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          description={
            <span style={over ? { color: 'var(--mantine-color-error)' } : undefined}>
              {t('comments.counter', {
                value: format.number(length),
                max: format.number(BLOG_LIMITS.comment),
              })}
            </span>
          }
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('comments.cancel')}
            </Button>
          )}
          <Button type="submit" loading={addComment.isPending}>
            {parent ? t('comments.sendReply') : t('comments.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
