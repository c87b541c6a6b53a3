/** The blog's write calls (docs/api.md, "Blog"); only the mutation hooks call them. */
import { z } from 'zod/mini'
import { apiPost } from '@/lib/api/http'
import {
  blogImageUploadResponseSchema,
  commentResponseSchema,
  favoriteResponseSchema,
  postCountsResponseSchema,
  postResponseSchema,
  type AutosaveFields,
  type CommentInput,
  type PostInput,
} from '@/lib/api/schemas/blog'

export const createPostRequest = (post: PostInput) =>
  apiPost('api/blog/post/new', { post }, postResponseSchema)

export const updatePostRequest = (postId: string, post: PostInput) =>
  apiPost('api/blog/post/update', { postId, post }, postResponseSchema)

export const deletePostRequest = (postId: string) =>
  apiPost('api/blog/post/delete', { postId }, z.object({ postId: z.string() }))

export const favoriteRequest = (postId: string, isFavorite: boolean) =>
  apiPost('api/blog/post/favorite', { postId, isFavorite }, favoriteResponseSchema)

/** A view or a share counted. */
export const countPostRequest = (postId: string, what: 'view' | 'share') =>
  apiPost(`api/blog/post/${what}`, { postId }, postCountsResponseSchema)

export const newCommentRequest = (comment: CommentInput) =>
  apiPost('api/blog/comments/new', comment, commentResponseSchema)

export const deleteCommentRequest = (commentId: string) =>
  apiPost('api/blog/comments/delete', { commentId }, z.object({ deleted: z.number() }))

export const autosaveRequest = (postId: string | null, fields: AutosaveFields) =>
  apiPost('api/blog/autosave', { postId, fields }, z.object({ savedAt: z.string() }))

export const discardAutosaveRequest = (postId: string | null) =>
  apiPost('api/blog/autosave/discard', { postId }, z.object({ deleted: z.number() }))

/** One picture for the content as a data URL; answered with its public address. */
export const uploadBlogImageRequest = (name: string, dataUrl: string) =>
  apiPost('api/blog/images/upload', { name, dataUrl }, blogImageUploadResponseSchema)
