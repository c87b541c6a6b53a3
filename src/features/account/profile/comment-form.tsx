import { ActionIcon, Group, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconSend } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert } from '@/components/form-error-alert'
import { UserAvatar } from '@/components/user-avatar'
import { MAX_POST_COMMENT_LENGTH } from '@/lib/api/schemas/users'
import { useFormSubmit } from '@/lib/forms'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { typedText } from '@/lib/i18n/typed-text'
import { useCommentPost } from '../api/profile-mutations'

/** Adds a plain-text comment as the signed-in user. */
export function CommentForm({ postId, owner }: { postId: string; owner: string }) {
  const { t } = useTranslation('account')
  const me = useCurrentUser()
  const comment = useCommentPost(owner)
  const form = useForm({
    mode: 'controlled',
    initialValues: { message: '' },
    validate: {
      message: (value) =>
        !value.trim()
          ? t('profile.feed.commentRequired')
          : value.trim().length > MAX_POST_COMMENT_LENGTH
            ? t('profile.feed.commentTooLong', { max: MAX_POST_COMMENT_LENGTH })
            : null,
    },
  })
  const { submit, formError } = useFormSubmit(form, ['message'], async ({ message }) => {
    await comment.mutateAsync({ postId, message: message.trim() })
    form.reset()
  })
  return (
    <form onSubmit={submit} noValidate>
      <FormErrorAlert>{formError}</FormErrorAlert>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {me && <UserAvatar user={me} size={36} radius={18} />}
        <Textarea
          {...form.getInputProps('message')}
          aria-label={t('profile.feed.comment')}
          placeholder={t('profile.feed.comment')}
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: 1 }}
          attributes={typedText(form.values.message)}
          description={
            form.values.message.length > MAX_POST_COMMENT_LENGTH * 0.8
              ? `${form.values.message.trim().length} / ${MAX_POST_COMMENT_LENGTH}`
              : undefined
          }
        />
        <ActionIcon
          type="submit"
          variant="filled"
          color="primary"
          size="lg"
          mt={2}
          loading={comment.isPending}
          aria-label={t('profile.feed.send')}
        >
          <IconSend size={18} className="flip-rtl" />
        </ActionIcon>
      </Group>
    </form>
  )
}
