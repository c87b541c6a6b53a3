import { Button, Group, Stack, Switch } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useRef, useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert } from '@/components/form-error-alert'
import { ButtonLink } from '@/components/link'
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard'
import { postInputSchema, type Post, type PostStatus } from '@/lib/api/schemas/blog'
import { useFormSubmit } from '@/lib/forms'
import { notify } from '@/lib/notify'
import { useDiscardAutosave, useSavePost } from '../api/mutations'
import { autosaveQueryOptions } from '../api/queries'
import { AutosaveIndicator } from './autosave-indicator'
import { AutosaveOffer } from './autosave-offer'
import { DetailsSection } from './details-section'
import { PostPreview } from './post-preview'
import {
  autosaveOffer,
  autosaveToFormValues,
  emptyPostValues,
  formValuesToAutosave,
  formValuesToInput,
  POST_FIELDS,
  postToFormValues,
  type AutosaveCopy,
  type PostFormValues,
} from './post-form-values'
import { validatePost } from './post-validation'
import { PropertiesSection } from './properties-section'
import { usePostAutosave } from './use-post-autosave'
import classes from './post-form.module.css'

/** Which button sent the form: "Save as draft" always stores a draft (it is also Enter's). */
function statusOf(event: SyntheticEvent<HTMLFormElement> | undefined, published: boolean) {
  const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter
  const draft = submitter instanceof HTMLElement && submitter.dataset.intent === 'draft'
  return draft || !published ? 'draft' : 'published'
}

/** The post editor, for a new post (no `post`) or an existing one. */
export function PostForm({ post }: { post?: Post }) {
  const { t } = useTranslation('blog')
  const { t: tCommon } = useTranslation()
  const navigate = useNavigate()
  const postId = post?.id ?? null
  const wasPublished = post?.status === 'published'
  // Set once the post is published: leaving for its page then needs no confirmation.
  const leaving = useRef(false)
  // The same function on every render: the form's setters are made again whenever it changes,
  // and the memoised content field needs a setter that stays the same.
  const validate = useCallback(
    (values: PostFormValues) => validatePost(values, t, tCommon),
    [t, tCommon],
  )
  const form = useForm<PostFormValues>({
    mode: 'controlled',
    initialValues: post ? postToFormValues(post) : emptyPostValues(),
    validate,
  })
  // Bumped when the content comes from elsewhere (a restored copy, the stored post).
  const [contentKey, setContentKey] = useState(0)
  const [previewOpen, setPreviewOpen] = useState(false)
  const [pending, setPending] = useState<PostStatus | null>(null)

  // The autosaved copy is offered once, as the form opens: undefined until the answer is in.
  const autosaveCopy = useQuery(autosaveQueryOptions(postId))
  const [offer, setOffer] = useState<AutosaveCopy | null | undefined>(undefined)
  if (offer === undefined && !autosaveCopy.isPending)
    setOffer(
      autosaveOffer(
        autosaveCopy.data?.autosave ?? null,
        post,
        formValuesToAutosave(form.getInitialValues()),
      ),
    )
  const autosave = usePostAutosave(postId, formValuesToAutosave(form.values), {
    paused: offer !== null,
  })
  const discard = useDiscardAutosave(postId)

  const restore = (copy: AutosaveCopy) => {
    autosave.startFrom(copy.fields)
    form.setValues(autosaveToFormValues(copy.fields, form.getValues()))
    form.clearErrors()
    setContentKey((key) => key + 1)
    setOffer(null)
    notify(t('editor.autosave.restored'))
  }

  const save = useSavePost(post, { meta: { form: true } })
  const { submit, formError } = useFormSubmit(form, POST_FIELDS, async (values, event) => {
    const status = statusOf(event, values.published)
    setPending(status)
    // A copy on its way must land before the post, which drops it.
    await autosave.hold()
    try {
      const input = postInputSchema.parse(formValuesToInput(values, status))
      const { post: saved } = await save.mutateAsync(input)
      const stored = postToFormValues(saved)
      // The form starts again from the stored post: clean, the switch as stored.
      form.setValues(stored)
      form.resetDirty(stored)
      if (stored.content !== values.content) setContentKey((key) => key + 1)
      autosave.release(formValuesToAutosave(stored))
      if (status === 'published') {
        notify(wasPublished ? t('editor.done.saved') : t('editor.done.published', saved))
        leaving.current = true
        await navigate({ to: '/dashboard/blog/post/$title', params: { title: saved.slug } })
      } else {
        notify(t('editor.done.draft'))
        // The editor of the stored post: a new post is created once, a renamed one moves.
        if (saved.slug !== post?.slug)
          await navigate({
            to: '/dashboard/blog/post/$title/edit',
            params: { title: saved.slug },
            replace: true,
          })
      }
    } finally {
      autosave.release()
      setPending(null)
    }
  })

  const published = form.values.published
  return (
    <form onSubmit={submit} noValidate data-testid="post-form">
      <Stack gap="xl">
        {offer && (
          <AutosaveOffer
            savedAt={offer.savedAt}
            editing={Boolean(post)}
            onRestore={() => restore(offer)}
            onDiscard={() => discard.mutate(undefined, { onSettled: () => setOffer(null) })}
            discarding={discard.isPending}
          />
        )}
        <FormErrorAlert>{formError}</FormErrorAlert>
        <DetailsSection form={form} contentKey={contentKey} />
        <PropertiesSection form={form} />
        <Group justify="space-between" align="center" gap="md" className={classes.actions}>
          <Group gap="lg" align="center">
            <Switch
              label={t('editor.publish')}
              description={published ? undefined : t('editor.publishHint')}
              {...form.getInputProps('published', { type: 'checkbox' })}
            />
            <AutosaveIndicator status={autosave.status} savedAt={autosave.savedAt} />
          </Group>
          <Group gap="sm" justify="flex-end" className={classes.buttons}>
            {post ? (
              <ButtonLink
                to="/dashboard/blog/post/$title"
                params={{ title: post.slug }}
                variant="default"
              >
                {t('editor.actions.cancel')}
              </ButtonLink>
            ) : (
              <ButtonLink to="/dashboard/blog/posts" variant="default">
                {t('editor.actions.cancel')}
              </ButtonLink>
            )}
            <Button variant="default" onClick={() => setPreviewOpen(true)}>
              {t('editor.actions.preview')}
            </Button>
            {/* First in the form: Enter in a field saves a draft, never publishes. */}
            <Button
              type="submit"
              data-intent="draft"
              variant={published ? 'default' : 'inverse'}
              loading={pending === 'draft'}
              disabled={pending === 'published'}
            >
              {t('editor.actions.saveDraft')}
            </Button>
            {published && (
              <Button
                type="submit"
                data-intent="publish"
                variant="inverse"
                loading={pending === 'published'}
                disabled={pending === 'draft'}
              >
                {wasPublished ? t('editor.actions.save') : t('editor.actions.publish')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
      <PostPreview
        opened={previewOpen}
        onClose={() => setPreviewOpen(false)}
        values={form.values}
        post={post}
      />
      <UnsavedChangesGuard
        shouldBlock={() => !leaving.current && form.isDirty()}
        dirty={form.isDirty()}
        message={t('editor.unsaved')}
      />
    </form>
  )
}
