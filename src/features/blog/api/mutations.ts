/**
 * The blog's writes as mutation hooks: each keeps the caches right (by the key factories of
 * ./keys); the screen adds its own reactions through `MutationCallbacks`. The favourite toggle is
 * optimistic (it must feel instant) and rolls back with a toast.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { AutosaveFields, CommentInput, Post, PostInput } from '@/lib/api/schemas/blog'
import type { MutationCallbacks } from '@/lib/query/mutation-callbacks'
import { invalidateWhenIdle, optimisticUpdate } from '@/lib/query/optimistic'
import { blogKeys } from './keys'
import {
  autosaveRequest,
  countPostRequest,
  createPostRequest,
  deleteCommentRequest,
  deletePostRequest,
  discardAutosaveRequest,
  favoriteRequest,
  newCommentRequest,
  updatePostRequest,
  uploadBlogImageRequest,
} from './requests'

/** Creates a post (no `post`) or updates `post`; the autosave of the form is dropped by the API. */
export function useSavePost(
  post: Post | undefined,
  { onSuccess, ...callbacks }: MutationCallbacks<{ post: Post }, PostInput> = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PostInput) =>
      post ? updatePostRequest(post.id, input) : createPostRequest(input),
    meta: { form: true },
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      const saved = data.post
      queryClient.setQueryData(blogKeys.detail(saved.slug), { post: saved })
      // A new title is a new address: the old one must not answer from the cache.
      if (post && post.slug !== saved.slug)
        queryClient.removeQueries({ queryKey: blogKeys.detail(post.slug) })
      queryClient.removeQueries({ queryKey: blogKeys.autosave(post?.id ?? null) })
      void queryClient.invalidateQueries({ queryKey: blogKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: blogKeys.searches() })
      void queryClient.invalidateQueries({ queryKey: blogKeys.recents() })
      await onSuccess?.(data, ...rest)
    },
  })
}

export function useDeletePost({
  onSuccess,
  ...callbacks
}: MutationCallbacks<{ postId: string }, Post> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (post: Post) => deletePostRequest(post.id),
    ...callbacks,
    onSuccess: async (data, post, ...rest) => {
      queryClient.removeQueries({ queryKey: blogKeys.detail(post.slug) })
      void queryClient.invalidateQueries({ queryKey: blogKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: blogKeys.searches() })
      void queryClient.invalidateQueries({ queryKey: blogKeys.recents() })
      await onSuccess?.(data, post, ...rest)
    },
  })
}

/** Favourite (like) on the post page: the heart and the count change at once. */
export function useFavoritePost(post: Pick<Post, 'id' | 'slug'>) {
  const queryClient = useQueryClient()
  const queryKey = blogKeys.detail(post.slug)
  const mutationKey = [...queryKey, 'favorite']
  return useMutation({
    mutationFn: (isFavorite: boolean) => favoriteRequest(post.id, isFavorite),
    ...optimisticUpdate<{ post: Post }, boolean>(queryClient, {
      queryKey,
      mutationKey,
      apply: (data, isFavorite) => ({
        post: {
          ...data.post,
          isFavorite,
          totalFavorites: Math.max(
            0,
            data.post.totalFavorites +
              (isFavorite === data.post.isFavorite ? 0 : isFavorite ? 1 : -1),
          ),
        },
      }),
    }),
    onSettled: async () => {
      // The post is refetched once the last toggle settles; the cards' counts follow.
      await invalidateWhenIdle(queryClient, mutationKey, queryKey)
      void queryClient.invalidateQueries({ queryKey: blogKeys.lists() })
    },
  })
}

/** Counts a view (once per opening of the page) or a share; the post's counts follow. */
export function useCountPost(post: Pick<Post, 'id' | 'slug'>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (what: 'view' | 'share') => countPostRequest(post.id, what),
    // A count that fails to be stored is not the reader's problem: no toast.
    onError: () => undefined,
    onSuccess: ({ totalViews, totalShares }) =>
      queryClient.setQueryData<{ post: Post }>(blogKeys.detail(post.slug), (data) =>
        data ? { post: { ...data.post, totalViews, totalShares } } : data,
      ),
  })
}

/**
 * After a comment is added or deleted: the post's comment pages and its count are read again
 * (awaited, so the form's success sees them), the lists' counts in the background.
 */
async function refreshComments(queryClient: QueryClient, post: Pick<Post, 'id' | 'slug'>) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: blogKeys.postComments(post.id) }),
    queryClient.invalidateQueries({ queryKey: blogKeys.detail(post.slug) }),
  ])
  void queryClient.invalidateQueries({ queryKey: blogKeys.lists() })
}

/** Adds a comment or a reply; the post's comment pages and its count refresh. */
export function useAddComment(
  post: Pick<Post, 'id' | 'slug'>,
  { onSuccess, ...callbacks }: MutationCallbacks<unknown, CommentInput> = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (comment: CommentInput) => newCommentRequest(comment),
    meta: { form: true },
    ...callbacks,
    onSuccess: async (...args) => {
      await refreshComments(queryClient, post)
      await onSuccess?.(...args)
    },
  })
}

export function useDeleteComment(
  post: Pick<Post, 'id' | 'slug'>,
  { onSuccess, ...callbacks }: MutationCallbacks<unknown, string> = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (commentId: string) => deleteCommentRequest(commentId),
    ...callbacks,
    onSuccess: async (...args) => {
      await refreshComments(queryClient, post)
      await onSuccess?.(...args)
    },
  })
}

/** Keeps the form as it is for this post (null: a new one); a failure is shown by the form. */
export function useAutosave(postId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: blogKeys.autosave(postId),
    mutationFn: (fields: AutosaveFields) => autosaveRequest(postId, fields),
    meta: { form: true },
    onSuccess: ({ savedAt }, fields) =>
      queryClient.setQueryData(blogKeys.autosave(postId), { autosave: { fields, savedAt } }),
  })
}

export function useDiscardAutosave(postId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => discardAutosaveRequest(postId),
    onSuccess: () => queryClient.setQueryData(blogKeys.autosave(postId), { autosave: null }),
  })
}

/** Stores one picture for the content; the editor inserts the answered address. */
export function useUploadBlogImage() {
  return useMutation({
    mutationFn: ({ name, dataUrl }: { name: string; dataUrl: string }) =>
      uploadBlogImageRequest(name, dataUrl),
    meta: { form: true },
  })
}
