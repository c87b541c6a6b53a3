/**
 * What the users area stores: the people (one collection for the accounts that sign in and the
 * directory; its schema lives in mocks/lib/people.ts because the account area builds accounts
 * too), uploaded avatars, who follows whom, the profile posts and the profile galleries.
 */
import { z } from 'zod/mini'
import { lazySchema } from '@/lib/api/schemas/lazy-schema'
import { galleryImageSchema } from '@/lib/api/schemas/users'
import { randomHex } from '../../db/crypto'
import type { CollectionsOf } from '../../db/database'
import { userRecordSchema } from '../../lib/people'

/** An uploaded avatar's bytes (base64) and type; served at /api/users/avatar/<id>. */
export const avatarRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    contentType: z.string(),
    base64: z.string(),
    createdAt: z.string(),
  }),
)
export type AvatarRecord = z.infer<typeof avatarRecordSchema>

/** `followerId` follows `followeeId`; friends are people who follow each other. */
export const followRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    followerId: z.string(),
    followeeId: z.string(),
    createdAt: z.string(),
  }),
)
export type FollowRecord = z.infer<typeof followRecordSchema>

export const postCommentRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    authorId: z.string(),
    message: z.string(),
    createdAt: z.string(),
  }),
)

/** A profile post (the profile's feed, not the blog). */
export const userPostRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    authorId: z.string(),
    message: z.string(),
    imageUrl: z.nullable(z.string()),
    createdAt: z.string(),
    likedBy: z.array(z.string()),
    comments: z.array(postCommentRecordSchema),
  }),
)
export type UserPostRecord = z.infer<typeof userPostRecordSchema>

export const galleryRecordSchema = lazySchema(() =>
  z.extend(galleryImageSchema, { userId: z.string() }),
)
export type GalleryRecord = z.infer<typeof galleryRecordSchema>

export const usersRecords = {
  users: userRecordSchema,
  avatars: avatarRecordSchema,
  follows: followRecordSchema,
  userPosts: userPostRecordSchema,
  gallery: galleryRecordSchema,
}

declare module '../../db/database' {
  interface Collections extends CollectionsOf<typeof usersRecords> {}
}

export const newFollow = (
  followerId: string,
  followeeId: string,
  createdAt?: string,
): FollowRecord => ({
  id: `follow-${randomHex(8)}`,
  followerId,
  followeeId,
  createdAt: createdAt ?? new Date().toISOString(),
})
