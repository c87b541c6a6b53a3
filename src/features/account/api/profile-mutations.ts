/**
 * The profile page's writes. Follow and like are toggles that must feel instant, so they change
 * the cached list at once (`optimisticUpdate`) and roll back with a toast if the API refuses.
 */
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query'
import type { z } from 'zod/mini'
import type {
  PeopleResponse,
  postAuthorSchema,
  postsResponseSchema,
  UserPost,
} from '@/lib/api/schemas/users'
import type { MutationCallbacks } from '@/lib/query/mutation-callbacks'
import { invalidateWhenIdle, optimisticUpdate } from '@/lib/query/optimistic'
import { profileKeys } from './profile-keys'
import { commentPostRequest, followRequest, likePostRequest } from './profile-requests'

type Posts = InfiniteData<z.infer<typeof postsResponseSchema>>
type Author = z.infer<typeof postAuthorSchema>

/** Puts `change` on the post `postId` wherever it sits in the loaded pages. */
export function updatePost(data: Posts, postId: string, change: (post: UserPost) => UserPost) {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      posts: page.posts.map((post) => (post.id === postId ? change(post) : post)),
    })),
  }
}

/** The post as the viewer's like or unlike leaves it. */
export function toggleLike(post: UserPost, liked: boolean, viewer: Author): UserPost {
  if (post.isLiked === liked) return post
  return {
    ...post,
    isLiked: liked,
    likes: post.likes + (liked ? 1 : -1),
    likedBy: liked
      ? [viewer, ...post.likedBy.filter((p) => p.id !== viewer.id)].slice(0, 5)
      : post.likedBy.filter((p) => p.id !== viewer.id),
  }
}

/**
 * Follows or unfollows someone shown in the people list `listKey` (followers or friends of
 * `username`). The list shows the new state at once; afterwards the profile's counts and lists
 * are read again (a follow back makes a friend).
 */
export function useFollow(listKey: QueryKey, username: string) {
  const queryClient = useQueryClient()
  const optimistic = optimisticUpdate<PeopleResponse, { userId: string; follow: boolean }>(
    queryClient,
    {
      queryKey: listKey,
      mutationKey: [...profileKeys.of(username), 'follow'],
      apply: (data, { userId, follow }) => ({
        ...data,
        people: data.people.map((p) => (p.id === userId ? { ...p, isFollowed: follow } : p)),
      }),
    },
  )
  return useMutation({
    mutationFn: followRequest,
    ...optimistic,
    // Once the last toggle settles: the counts, and both lists (a follow back makes a friend).
    onSettled: () =>
      Promise.all(
        [
          profileKeys.counts(username),
          profileKeys.followerLists(username),
          profileKeys.friendLists(username),
        ].map((queryKey) => invalidateWhenIdle(queryClient, optimistic.mutationKey, queryKey)),
      ),
  })
}

/** Likes or unlikes a post of `username`'s feed, as `viewer`. */
export function useLikePost(username: string, viewer: Author) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: likePostRequest,
    ...optimisticUpdate<Posts, { postId: string; liked: boolean }>(queryClient, {
      queryKey: profileKeys.posts(username),
      apply: (data, { postId, liked }) =>
        updatePost(data, postId, (post) => toggleLike(post, liked, viewer)),
    }),
  })
}

/** Adds a comment; the answer is the post as stored, which replaces the cached one. */
export function useCommentPost(
  username: string,
  callbacks: MutationCallbacks<{ post: UserPost }, { postId: string; message: string }> = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: commentPostRequest,
    meta: { form: true },
    ...callbacks,
    onSuccess: (answer, variables, ...rest) => {
      queryClient.setQueryData<Posts>(profileKeys.posts(username), (data) =>
        data ? updatePost(data, answer.post.id, () => answer.post) : data,
      )
      return callbacks.onSuccess?.(answer, variables, ...rest)
    },
  })
}
