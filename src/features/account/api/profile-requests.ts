/** The profile page's writes (docs/api.md, "Users"); only the profile mutation hooks call them. */
import { apiPost } from '@/lib/api/http'
import { followResponseSchema, postResponseSchema } from '@/lib/api/schemas/users'

export const followRequest = ({ userId, follow }: { userId: string; follow: boolean }) =>
  apiPost(follow ? 'api/users/follow' : 'api/users/unfollow', { userId }, followResponseSchema)

export const likePostRequest = (body: { postId: string; liked: boolean }) =>
  apiPost('api/users/posts/like', body, postResponseSchema)

export const commentPostRequest = (body: { postId: string; message: string }) =>
  apiPost('api/users/posts/comment', body, postResponseSchema)
