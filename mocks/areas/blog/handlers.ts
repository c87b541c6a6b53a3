/**
 * Blog (docs/api.md, "Blog"): everyone signed in reads published posts and comments on them; a
 * draft exists for its author and the admins only (404 for anyone else, and left out of their
 * lists and counts). The author and admins edit and delete a post (403 `not_owner`); a comment
 * is deleted by its writer or an admin, with its replies.
 *
 * Loaded on the first blog call, not with the mock API (area.ts, mocks/lib/lazy-handlers.ts).
 */
import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import {
  autosaveBodySchema,
  autosaveQuerySchema,
  BLOG_LIMITS,
  blogImageUploadBodySchema,
  commentIdBodySchema,
  commentInputSchema,
  commentListQuerySchema,
  favoriteBodySchema,
  newPostBodySchema,
  POST_BODY_MAX_BYTES,
  postIdBodySchema,
  postListQuerySchema,
  postSearchQuerySchema,
  postTitleQuerySchema,
  updatePostBodySchema,
} from '@/lib/api/schemas/blog'
import { bodyLimitFor, idRef } from '@/lib/api/schemas/limits'
import { mockConfig } from '../../config'
import type { Database } from '../../db/database'
import { forbidden, invalid, notFound } from '../../lib/errors'
import { languageOf, readJson, readQuery, route } from '../../lib/http'
import { COLLECTION_LIMITS, ensureRoom } from '../../lib/limits'
import type { MessageCode } from '../../lib/messages'
import { byCode, byNumber, queryList, type Compare } from '../../lib/list-query'
import { displayNameOf, type UserRecord } from '../../lib/people'
import { createLimiter, registerLimiter } from '../../lib/rate-limit'
import { bytesResponse } from '../../lib/uploads'
import { cleanPostContent, isEmptyContent } from './content'
import {
  autosaveId,
  blogImagePath,
  favoriteId,
  newComment,
  newImageId,
  newPost,
  newPostId,
  type BlogCommentRecord,
  type BlogPostRecord,
} from './records'
import {
  asPictureError,
  canSee,
  decodePicture,
  editablePost,
  freeSlug,
  postAt,
  resolveCover,
  titleTaken,
  uniqueWords,
  visiblePost,
} from './rules'
import { blogView, toComment, toPost, toSummary, toThread, type BlogView } from './view'

type PostFields = z.output<typeof newPostBodySchema>['post']

const commentLimiter = registerLimiter(
  createLimiter(() => mockConfig.rateLimits.blogCommentsPerAccount),
)

const viewOf = (db: Database, user: UserRecord, request: Request) =>
  blogView(db, user, languageOf(request))

/** The date a post is listed by: when it was published, else when it was written. */
const dateOf = (post: BlogPostRecord) => post.publishedAt ?? post.createdAt
const latestFirst = (a: BlogPostRecord, b: BlogPostRecord) =>
  dateOf(b).localeCompare(dateOf(a)) || a.id.localeCompare(b.id)

const SORTS: Record<
  'latest' | 'popular' | 'oldest',
  { compare: Compare<BlogPostRecord>; direction: 1 | -1; tieBreak: Compare<BlogPostRecord> }
> = {
  latest: { compare: byCode(dateOf), direction: -1, tieBreak: byCode((p) => p.id) },
  popular: { compare: byNumber((p) => p.totalViews), direction: -1, tieBreak: latestFirst },
  oldest: { compare: byCode(dateOf), direction: 1, tieBreak: byCode((p) => p.id) },
}

/** The search of the list and the suggestions: title, description, tags or author, any case. */
function matches(view: BlogView, post: BlogPostRecord, search: string): boolean {
  if (!search) return true
  const text = search.toLocaleLowerCase()
  const author = view.people.get(post.authorId)
  return [post.title, post.description, ...post.tags, author ? displayNameOf(author) : ''].some(
    (field) => field.toLocaleLowerCase().includes(text),
  )
}

/** The posts the caller may see that match the search. */
const visibleMatches = (view: BlogView, search: string | undefined) =>
  view.db.blogPosts
    .all()
    .filter((post) => canSee(post, view.caller) && matches(view, post, search ?? ''))

const ensureImageRoom = (db: Database, user: UserRecord) => () =>
  ensureRoom(
    db.blogImages.findMany((q) => q.where({ uploaderId: user.id })).length,
    COLLECTION_LIMITS.blogImagesPerUser,
  )

/**
 * The stored fields of a post from what the form sent: content sanitized, tags without repeats,
 * a free title and its slug; every refused field in one 400. The cover comes last (an upload is
 * stored at once, so only when everything else is fine).
 */
async function postFields(
  db: Database,
  user: UserRecord,
  input: PostFields,
  postId: string,
  current: BlogPostRecord | null,
) {
  const errors: Record<string, string> = {}
  const content = await cleanPostContent(input.content)
  if (isEmptyContent(content)) errors.content = 'content_required'
  const tags = uniqueWords(input.tags)
  if (tags.length < BLOG_LIMITS.tagsMin) errors.tags = 'tags_min'
  if (titleTaken(db, input.title, postId)) errors.title = 'title_taken'
  const fields = Object.keys(errors)
  // One refused field is the answer's message too (as a taken product name is).
  if (fields.length > 0)
    invalid(errors, fields.length === 1 ? (errors[fields[0]!] as MessageCode) : 'invalid_request')
  return {
    title: input.title,
    slug: freeSlug(db, input.title, postId),
    description: input.description,
    content,
    tags,
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    metaKeywords: uniqueWords(input.metaKeywords),
    status: input.status,
    commentsEnabled: input.commentsEnabled,
    coverUrl: await resolveCover(
      db,
      user,
      input.coverUrl,
      current?.coverUrl ?? null,
      ensureImageRoom(db, user),
    ),
  } satisfies Partial<BlogPostRecord>
}

/** Saving the post ends the caller's autosave of its form. */
const dropAutosave = (db: Database, user: UserRecord, postId: string | null) =>
  db.blogAutosaves.delete((q) => q.where({ id: autosaveId(user.id, postId) })) ? 1 : 0

/** Every comment under `id` (its replies, their replies...), `id` included. */
function subtreeOf(comments: readonly BlogCommentRecord[], id: string): Set<string> {
  const ids = new Set([id])
  for (let grew = true; grew;) {
    grew = false
    for (const comment of comments)
      if (comment.parentId !== null && ids.has(comment.parentId) && !ids.has(comment.id)) {
        ids.add(comment.id)
        grew = true
      }
  }
  return ids
}

const countsAnswer = (post: BlogPostRecord) =>
  HttpResponse.json({
    postId: post.id,
    totalViews: post.totalViews,
    totalShares: post.totalShares,
  })

const autosaveKeySchema = z.object({ postId: z.nullable(idRef()) })

/** The largest picture upload: one picture at its cap plus its name. */
const IMAGE_BODY_MAX_BYTES = bodyLimitFor(1, BLOG_LIMITS.imageBytes, 4096)

export const blogHandlers = [
  http.get(
    '*/api/blog/posts',
    route.authed(({ request, db, user }) => {
      const query = readQuery(request, postListQuerySchema)
      const view = viewOf(db, user, request)
      const visible = visibleMatches(view, query.search)
      const tab = query.status ?? 'all'
      const sort = SORTS[query.sort ?? 'latest']
      const { rows, ...page } = queryList(visible, {
        filter: tab === 'all' ? undefined : (post) => post.status === tab,
        ...sort,
        page: query.page ?? 1,
        size: query.size ?? BLOG_LIMITS.defaultPageSize,
      })
      const published = visible.filter((post) => post.status === 'published').length
      return HttpResponse.json({
        rows: rows.map((post) => toSummary(view, post)),
        ...page,
        counts: { all: visible.length, published, draft: visible.length - published },
      })
    }),
  ),

  http.get(
    '*/api/blog/posts/search',
    route.authed(({ request, db, user }) => {
      const { query } = readQuery(request, postSearchQuerySchema)
      if (!query) return HttpResponse.json({ results: [] })
      const view = viewOf(db, user, request)
      const text = query.toLocaleLowerCase()
      // Titles that start with the query, then titles that contain it, then the other fields.
      const rank = (post: BlogPostRecord) => {
        const title = post.title.toLocaleLowerCase()
        return title.startsWith(text) ? 0 : title.includes(text) ? 1 : 2
      }
      const results = visibleMatches(view, query)
        .map((post) => ({ post, rank: rank(post) }))
        .sort((a, b) => a.rank - b.rank || latestFirst(a.post, b.post))
        .slice(0, BLOG_LIMITS.suggestions)
      return HttpResponse.json({ results: results.map(({ post }) => toSummary(view, post)) })
    }),
  ),

  http.get(
    '*/api/blog/post',
    route.authed(({ request, db, user }) => {
      const { title } = readQuery(request, postTitleQuerySchema)
      const post = postAt(db, title)
      if (!post || !canSee(post, user)) notFound()
      return HttpResponse.json({ post: toPost(viewOf(db, user, request), post) })
    }),
  ),

  http.get(
    '*/api/blog/posts/recent',
    route.authed(({ request, db, user }) => {
      const { title } = readQuery(request, postTitleQuerySchema)
      const named = postAt(db, title)?.id
      const view = viewOf(db, user, request)
      const posts = db.blogPosts
        .all()
        .filter((post) => post.status === 'published' && post.id !== named)
        .sort(latestFirst)
        .slice(0, BLOG_LIMITS.recent)
      return HttpResponse.json({ posts: posts.map((post) => toSummary(view, post)) })
    }),
  ),

  http.post(
    '*/api/blog/post/new',
    route.authed(
      async ({ request, db, user }) => {
        const { post: input } = await readJson(request, newPostBodySchema, { unwrap: 'post' })
        ensureRoom(db.blogPosts.all().length, COLLECTION_LIMITS.blogPosts)
        const id = newPostId()
        const fields = await postFields(db, user, input, id, null)
        const post = await db.blogPosts.create(newPost({ ...fields, id, authorId: user.id }))
        dropAutosave(db, user, null)
        return HttpResponse.json({ post: toPost(viewOf(db, user, request), post) }, { status: 201 })
      },
      { maxBodyBytes: POST_BODY_MAX_BYTES },
    ),
  ),

  http.post(
    '*/api/blog/post/update',
    route.authed(
      async ({ request, db, user }) => {
        const { postId, post: input } = await readJson(request, updatePostBodySchema, {
          unwrap: 'post',
        })
        const current = editablePost(db, user, postId)
        const fields = await postFields(db, user, input, postId, current)
        const now = new Date().toISOString()
        const updated = await db.blogPosts.update((q) => q.where({ id: postId }), {
          data(draft) {
            Object.assign(draft, fields, {
              updatedAt: now,
              publishedAt: draft.publishedAt ?? (fields.status === 'published' ? now : null),
            })
          },
        })
        if (!updated) notFound()
        dropAutosave(db, user, postId)
        return HttpResponse.json({ post: toPost(viewOf(db, user, request), updated) })
      },
      { maxBodyBytes: POST_BODY_MAX_BYTES },
    ),
  ),

  http.post(
    '*/api/blog/post/delete',
    route.authed(async ({ request, db, user }) => {
      const { postId } = await readJson(request, postIdBodySchema)
      editablePost(db, user, postId)
      db.blogPosts.delete((q) => q.where({ id: postId }))
      db.blogComments.deleteMany((q) => q.where({ postId }))
      db.blogFavorites.deleteMany((q) => q.where({ postId }))
      db.blogAutosaves.deleteMany((q) => q.where({ postId }))
      return HttpResponse.json({ postId })
    }),
  ),

  http.post(
    '*/api/blog/post/favorite',
    route.authed(async ({ request, db, user }) => {
      const { postId, isFavorite } = await readJson(request, favoriteBodySchema)
      visiblePost(db, user, postId)
      const id = favoriteId(postId, user.id)
      const stored = db.blogFavorites.findFirst((q) => q.where({ id }))
      if (isFavorite && !stored)
        await db.blogFavorites.create({
          id,
          postId,
          userId: user.id,
          createdAt: new Date().toISOString(),
        })
      if (!isFavorite && stored) db.blogFavorites.delete((q) => q.where({ id }))
      return HttpResponse.json({
        postId,
        isFavorite,
        totalFavorites: db.blogFavorites.findMany((q) => q.where({ postId })).length,
      })
    }),
  ),

  ...(['view', 'share'] as const).map((what) =>
    http.post(
      `*/api/blog/post/${what}`,
      route.authed(async ({ request, db, user }) => {
        const { postId } = await readJson(request, postIdBodySchema)
        visiblePost(db, user, postId)
        const updated = await db.blogPosts.update((q) => q.where({ id: postId }), {
          data(draft) {
            if (what === 'view') draft.totalViews += 1
            else draft.totalShares += 1
          },
        })
        if (!updated) notFound()
        return countsAnswer(updated)
      }),
    ),
  ),

  http.get(
    '*/api/blog/comments',
    route.authed(({ request, db, user }) => {
      const query = readQuery(request, commentListQuerySchema)
      const post = visiblePost(db, user, query.postId)
      const view = viewOf(db, user, request)
      const comments = db.blogComments.findMany((q) => q.where({ postId: post.id }))
      const byId = new Map(comments.map((comment) => [comment.id, comment]))
      const newest = (query.sort ?? 'newest') === 'newest'
      const page = queryList(
        comments.filter((comment) => comment.parentId === null),
        {
          compare: byCode((comment) => comment.createdAt),
          direction: newest ? -1 : 1,
          tieBreak: byCode((comment) => comment.id),
          page: query.page ?? 1,
          size: BLOG_LIMITS.commentPageSize,
        },
      )
      return HttpResponse.json({
        comments: page.rows.map((top) => toThread(view, top, comments, byId)),
        total: page.total,
        page: page.page,
        size: page.size,
      })
    }),
  ),

  http.post(
    '*/api/blog/comments/new',
    route.authed(async ({ request, db, user }) => {
      const input = await readJson(request, commentInputSchema)
      const post = visiblePost(db, user, input.postId)
      const view = () => viewOf(db, user, request)
      const stored = db.blogComments.findFirst((q) => q.where({ id: input.id }))
      if (stored) {
        // A retried send answers what the first one stored; anyone else's id is taken.
        if (stored.authorId !== user.id || stored.postId !== post.id)
          invalid({ id: 'id_taken' }, 'id_taken')
        const byId = new Map([[stored.id, stored]])
        const parent = stored.parentId
          ? db.blogComments.findFirst((q) => q.where({ id: stored.parentId! }))
          : null
        if (parent) byId.set(parent.id, parent)
        return HttpResponse.json({ comment: toComment(view(), stored, byId) })
      }
      commentLimiter.take(user.id)
      if (!post.commentsEnabled) invalid({ message: 'comments_disabled' }, 'comments_disabled')
      const parent =
        input.parentId === null
          ? null
          : db.blogComments.findFirst((q) => q.where({ id: input.parentId!, postId: post.id }))
      if (input.parentId !== null && !parent)
        invalid({ parentId: 'comment_parent_missing' }, 'comment_parent_missing')
      ensureRoom(
        db.blogComments.findMany((q) => q.where({ postId: post.id })).length,
        COLLECTION_LIMITS.blogCommentsPerPost,
      )
      const comment = await db.blogComments.create(
        newComment({
          id: input.id,
          postId: post.id,
          parentId: parent?.id ?? null,
          threadId: parent?.threadId ?? input.id,
          authorId: user.id,
          message: input.message,
        }),
      )
      const byId = new Map(parent ? [[parent.id, parent]] : [])
      return HttpResponse.json({ comment: toComment(view(), comment, byId) }, { status: 201 })
    }),
  ),

  http.post(
    '*/api/blog/comments/delete',
    route.authed(async ({ request, db, user }) => {
      const { commentId } = await readJson(request, commentIdBodySchema)
      const comment = db.blogComments.findFirst((q) => q.where({ id: commentId }))
      if (!comment) notFound()
      visiblePost(db, user, comment.postId)
      if (comment.authorId !== user.id && user.role !== 'admin') forbidden('not_owner')
      const ids = subtreeOf(
        db.blogComments.findMany((q) => q.where({ postId: comment.postId })),
        comment.id,
      )
      const deleted = db.blogComments.deleteMany((q) => q.where({ id: (id) => ids.has(id) }))
      return HttpResponse.json({ deleted: deleted.length })
    }),
  ),

  http.get(
    '*/api/blog/autosave',
    route.authed(({ request, db, user }) => {
      const { postId = null } = readQuery(request, autosaveQuerySchema)
      if (postId !== null) editablePost(db, user, postId)
      const stored = db.blogAutosaves.findFirst((q) => q.where({ id: autosaveId(user.id, postId) }))
      return HttpResponse.json({
        autosave: stored ? { fields: stored.fields, savedAt: stored.savedAt } : null,
      })
    }),
  ),

  http.post(
    '*/api/blog/autosave',
    route.authed(
      async ({ request, db, user }) => {
        const { postId, fields } = await readJson(request, autosaveBodySchema)
        if (postId !== null) editablePost(db, user, postId)
        const id = autosaveId(user.id, postId)
        const savedAt = new Date().toISOString()
        const stored = await db.blogAutosaves.update((q) => q.where({ id }), {
          data(draft) {
            draft.fields = fields
            draft.savedAt = savedAt
          },
        })
        if (!stored) {
          ensureRoom(
            db.blogAutosaves.findMany((q) => q.where({ userId: user.id })).length,
            COLLECTION_LIMITS.blogAutosavesPerUser,
          )
          await db.blogAutosaves.create({ id, userId: user.id, postId, fields, savedAt })
        }
        return HttpResponse.json({ savedAt })
      },
      { maxBodyBytes: POST_BODY_MAX_BYTES },
    ),
  ),

  http.post(
    '*/api/blog/autosave/discard',
    route.authed(async ({ request, db, user }) => {
      const { postId } = await readJson(request, autosaveKeySchema)
      return HttpResponse.json({ deleted: dropAutosave(db, user, postId) })
    }),
  ),

  http.post(
    '*/api/blog/images/upload',
    route.authed(
      async ({ request, db, user }) => {
        const { name, dataUrl } = await readJson(request, blogImageUploadBodySchema).catch(
          (error: unknown) => asPictureError(error, 'dataUrl'),
        )
        const picture = decodePicture(dataUrl, 'dataUrl')
        ensureImageRoom(db, user)()
        const image = await db.blogImages.create({
          id: newImageId(),
          uploaderId: user.id,
          name,
          type: picture.type,
          size: picture.size,
          base64: picture.base64,
          createdAt: new Date().toISOString(),
        })
        return HttpResponse.json({ url: blogImagePath(image.id) }, { status: 201 })
      },
      { maxBodyBytes: IMAGE_BODY_MAX_BYTES },
    ),
  ),

  // Public: <img> tags send no token. The ids are 128 random bits (docs/api.md, "Blog").
  http.get(
    '*/api/blog/images/:id',
    route.public(({ params, db }) => {
      const id = String(params.id)
      const image = db.blogImages.findFirst((q) => q.where({ id }))
      if (!image) notFound()
      return bytesResponse(image, { inline: true, cache: 'public' })
    }),
  ),
]
