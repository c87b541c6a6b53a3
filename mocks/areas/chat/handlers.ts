/**
 * Chat (docs/api.md, "Chat"): the five calls of the spec, the house-style writes, polling and the
 * files. Every call needs a signed-in user; a conversation exists only for its participants (404
 * for anyone else, whatever the call). Writes run one at a time (the route's write lock; the one
 * GET that writes, mark-as-seen, takes the lock itself). Nothing is written on a read: a bot's
 * reply is stored when it is provoked and shows from its instant (view.ts).
 *
 * Loaded on the first chat call (routes.ts, mocks/lib/lazy-handlers.ts).
 */
import { http, HttpResponse } from 'msw'
import {
  CHAT_ATTACHMENT_TYPES,
  CHAT_IMAGE_TYPES,
  CHAT_LIMITS,
  chatUploadBodySchema,
  contactsQuerySchema,
  conversationIdQuerySchema,
  conversationKeyQuerySchema,
  conversationsQuerySchema,
  leaveBodySchema,
  messagesQuerySchema,
  muteBodySchema,
  presenceBodySchema,
  sendMessageBodySchema,
  updatesQuerySchema,
  type Conversation,
  type LiveEvent,
} from '@/lib/api/schemas/chat'
import { bodyLimitFor } from '@/lib/api/schemas/limits'
import { randomHex } from '../../db/crypto'
import { exclusive, type Database } from '../../db/database'
import { invalid, notFound } from '../../lib/errors'
import { readJson, readQuery, route } from '../../lib/http'
import { COLLECTION_LIMITS, ensureRoom } from '../../lib/limits'
import { displayNameOf, matchesPerson, type UserRecord } from '../../lib/people'
import { bytesResponse, decodeDataUrl } from '../../lib/uploads'
import { publishMessage, publishSeen, scheduleReply } from './live'
import { newMember, type ChatMessageRecord } from './records'
import {
  attachableFiles,
  botReply,
  canReadFile,
  conversationByKey,
  conversationOf,
  directBetween,
  isContact,
  memberOf,
  recipientsOf,
  TYPING_MS,
} from './rules'
import {
  chatView,
  membersOf,
  presenceOf,
  seenAtOf,
  shownAt,
  toAttachment,
  visibleMessages,
} from './view'

/** One file at its cap, as a data URL, plus its name. */
const UPLOAD_BODY_BYTES = bodyLimitFor(1, CHAT_LIMITS.attachmentBytes, 4096)

const collator = new Intl.Collator('en')

/** The caller's conversations. */
const conversationsOf = (db: Database, user: UserRecord) =>
  db.chatMembers
    .findMany((q) => q.where({ userId: user.id }))
    .flatMap((member) => {
      const found = db.chatConversations.findFirst((q) => q.where({ id: member.conversationId }))
      return found ? [found] : []
    })

/** A group's name, or any other participant's name, username or e-mail. */
function matchesConversation(conversation: Conversation, viewerId: string, search: string) {
  const text = search.toLocaleLowerCase()
  return (
    conversation.name.toLocaleLowerCase().includes(text) ||
    conversation.participants.some(
      (person) =>
        person.id !== viewerId &&
        [person.name, person.username, person.email].some((field) =>
          field.toLocaleLowerCase().includes(text),
        ),
    )
  )
}

/**
 * Sending is being active: the sender's presence says when (their chosen status stays). Not while
 * invisible: others see them offline since they went invisible, and their activity would tell.
 */
async function touchPresence(db: Database, user: UserRecord, now: string) {
  const updated = await db.chatPresence.update((q) => q.where({ userId: user.id }), {
    data(draft) {
      if (draft.status !== 'invisible') draft.lastActivity = now
    },
  })
  if (!updated)
    await db.chatPresence.create({ userId: user.id, status: 'online', lastActivity: now })
}

/** The answer of a send (a first one, or a retry of the same message id). */
function sent(db: Database, user: UserRecord, message: ChatMessageRecord, status: number) {
  const view = chatView(db, user)
  const conversation = conversationOf(db, user, message.conversationId)
  return HttpResponse.json(
    {
      conversationId: conversation.id,
      conversationKey: view.key(conversation),
      message: view.messages([message])[0]!,
    },
    { status },
  )
}

/**
 * The reply a bot stores at once for a message (rules.ts, `botReply`), shown from its instant;
 * the bot has seen the conversation then. Told live when it happens (live.ts).
 */
async function storeBotReply(db: Database, conversationId: string, sender: UserRecord) {
  const conversation = db.chatConversations.findFirst((q) => q.where({ id: conversationId }))
  const count = db.chatMessages.findMany((q) => q.where({ conversationId })).length
  const now = Date.now()
  const reply = conversation && botReply(db, conversation, sender, count, now)
  if (!reply || db.chatMessages.count() >= COLLECTION_LIMITS.chatMessages) return
  const at = new Date(reply.at).toISOString()
  const stored = await db.chatMessages.create({
    id: `msg-${randomHex(8)}`,
    conversationId,
    senderId: reply.bot.id,
    body: reply.body,
    contentType: 'text',
    attachmentIds: [],
    createdAt: at,
    visibleFrom: at,
  })
  const iso = new Date(now).toISOString()
  await db.chatMembers.update((q) => q.where({ conversationId, userId: reply.bot.id }), {
    data(draft) {
      draft.previousSeenAt = seenAtOf(draft, iso)
      draft.lastSeenAt = at
    },
  })
  scheduleReply(stored)
}

export const chatHandlers = [
  http.get(
    '*/api/chat/contacts',
    route.authed(({ request, db, user }) => {
      const { search } = readQuery(request, contactsQuerySchema)
      const view = chatView(db, user)
      const contacts = db.users
        .all()
        .filter((person) => isContact(person, user) && matchesPerson(person, search))
        .sort((a, b) => collator.compare(displayNameOf(a), displayNameOf(b)))
        .slice(0, CHAT_LIMITS.searchResults)
        .map(view.contact)
      return HttpResponse.json({ contacts })
    }),
  ),

  http.get(
    '*/api/chat/conversations',
    route.authed(({ request, db, user }) => {
      const { search } = readQuery(request, conversationsQuerySchema)
      const view = chatView(db, user)
      let conversations = conversationsOf(db, user)
        .map((conversation) => view.conversation(conversation, 'last'))
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id))
      if (search)
        conversations = conversations
          .filter((conversation) => matchesConversation(conversation, user.id, search))
          .slice(0, CHAT_LIMITS.searchResults)
      return HttpResponse.json({ conversations })
    }),
  ),

  http.get(
    '*/api/chat/conversation',
    route.authed(({ request, db, user }) => {
      const { conversationKey } = readQuery(request, conversationKeyQuerySchema)
      const conversation = conversationByKey(db, user, conversationKey)
      return HttpResponse.json({ conversation: chatView(db, user).conversation(conversation) })
    }),
  ),

  http.get(
    '*/api/chat/conversation/mark-as-seen',
    route.authed(async ({ request, db, user }) => {
      const { conversationId } = readQuery(request, conversationIdQuerySchema)
      // A GET that writes (the spec's call): it takes the write lock itself.
      const seenAt = await exclusive(async () => {
        memberOf(db, user, conversationId)
        const now = new Date().toISOString()
        await db.chatMembers.update((q) => q.where({ conversationId, userId: user.id }), {
          data(draft) {
            draft.lastSeenAt = now
          },
        })
        return now
      })
      publishSeen(db, conversationId, user.id, seenAt)
      return HttpResponse.json({ conversationId, unreadCount: 0 })
    }),
  ),

  http.get(
    '*/api/chat/participants',
    route.authed(({ request, db, user }) => {
      const { conversationKey } = readQuery(request, conversationKeyQuerySchema)
      const conversation = conversationByKey(db, user, conversationKey)
      return HttpResponse.json({ participants: chatView(db, user).participants(conversation) })
    }),
  ),

  http.get(
    '*/api/chat/messages',
    route.authed(({ request, db, user }) => {
      const query = readQuery(request, messagesQuerySchema)
      conversationOf(db, user, query.conversationId)
      const view = chatView(db, user)
      const all = visibleMessages(db, query.conversationId, view.now)
      const end =
        query.before === undefined ? all.length : all.findIndex((m) => m.id === query.before)
      if (end < 0) notFound()
      const start = Math.max(0, end - (query.limit ?? CHAT_LIMITS.pageSize))
      return HttpResponse.json({
        messages: view.messages(all.slice(start, end)),
        hasOlder: start > 0,
      })
    }),
  ),

  http.get(
    '*/api/chat/conversation/files',
    route.authed(({ request, db, user }) => {
      const { conversationId } = readQuery(request, conversationIdQuerySchema)
      conversationOf(db, user, conversationId)
      const attachments = db.chatAttachments
        .findMany((q) => q.where({ conversationId }))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
        .map(toAttachment)
      return HttpResponse.json({ attachments })
    }),
  ),

  http.get(
    '*/api/chat/attachments/:id',
    route.authed(({ params, db, user }) => {
      const file = canReadFile(db, user, String(params.id))
      if (!file) notFound()
      return bytesResponse(file, { cache: 'private', inline: CHAT_IMAGE_TYPES.includes(file.type) })
    }),
  ),

  http.get(
    '*/api/chat/updates',
    route.authed(({ request, db, user }) => {
      const since = new Date(readQuery(request, updatesQuerySchema).since).toISOString()
      const clock = Date.now()
      // The window ends a millisecond back: a message stored in this very millisecond, after this
      // answer, is still after the next call's `since`.
      const now = new Date(clock - 1).toISOString()
      const live = new Date(clock).toISOString()
      const view = chatView(db, user, now)
      const timed: { at: string; event: LiveEvent }[] = []
      const typing: LiveEvent[] = []
      for (const conversation of conversationsOf(db, user)) {
        const conversationId = conversation.id
        for (const message of db.chatMessages.findMany((q) => q.where({ conversationId }))) {
          if (message.senderId === user.id) continue
          const at = shownAt(message)
          if (at > since && at <= now)
            timed.push({
              at,
              event: { type: 'message', conversationId, message: view.messages([message])[0]! },
            })
          const typingFrom = new Date(Date.parse(at) - TYPING_MS).toISOString()
          if (message.visibleFrom !== null && typingFrom <= live && live < at)
            typing.push({ type: 'typing', conversationId, userId: message.senderId, until: at })
        }
        for (const member of membersOf(db, conversationId)) {
          const seenAt = member.userId === user.id ? null : seenAtOf(member, now)
          if (seenAt !== null && seenAt > since && seenAt <= now)
            timed.push({
              at: seenAt,
              event: { type: 'seen', conversationId, userId: member.userId, seenAt },
            })
        }
      }
      const events = timed
        .sort((a, b) => a.at.localeCompare(b.at))
        .slice(-CHAT_LIMITS.maxPageSize)
        .map((entry) => entry.event)
      return HttpResponse.json({ events: [...events, ...typing], now })
    }),
  ),

  http.post(
    '*/api/chat/messages/new',
    route.authed(async ({ request, db, user }) => {
      const body = await readJson(request, sendMessageBodySchema)
      const input = body.message
      // A retry of a message already stored answers it again; someone else's id is refused.
      const earlier = db.chatMessages.findFirst((q) => q.where({ id: input.id }))
      if (earlier) {
        if (earlier.senderId !== user.id) invalid({ 'message.id': 'invalid_value' })
        return sent(db, user, earlier, 200)
      }
      let conversation =
        body.conversationId === undefined
          ? undefined
          : conversationOf(db, user, body.conversationId)
      const people = conversation ? [] : recipientsOf(db, user, body.recipientIds ?? [])
      if (people.length === 1) conversation = directBetween(db, user.id, people[0]!.id)
      const files = attachableFiles(db, user, input.attachmentIds)
      ensureRoom(db.chatMessages.count(), COLLECTION_LIMITS.chatMessages)
      const now = new Date().toISOString()
      if (!conversation) {
        ensureRoom(db.chatConversations.count(), COLLECTION_LIMITS.chatConversations)
        const everyone = [user, ...people]
        const group = people.length > 1
        conversation = await db.chatConversations.create({
          id: `conv-${randomHex(8)}`,
          type: group ? 'GROUP' : 'ONE_TO_ONE',
          name: group
            ? body.name ||
              everyone
                .map((person) => person.firstName)
                .join(', ')
                .slice(0, CHAT_LIMITS.groupName)
            : '',
          participantIds: everyone.map((person) => person.id),
          createdAt: now,
          createdBy: user.id,
        })
        for (const person of everyone)
          await db.chatMembers.create(newMember(conversation.id, person.id, now))
      }
      const conversationId = conversation.id
      const images = files.every((file) => CHAT_IMAGE_TYPES.includes(file.type))
      const message = await db.chatMessages.create({
        id: input.id,
        conversationId,
        senderId: user.id,
        body: input.body.trim(),
        contentType: files.length === 0 ? 'text' : images ? 'image' : 'file',
        attachmentIds: files.map((file) => file.id),
        createdAt: now,
        visibleFrom: null,
      })
      for (const file of files)
        await db.chatAttachments.update((q) => q.where({ id: file.id }), {
          data(draft) {
            draft.messageId = message.id
            draft.conversationId = conversationId
          },
        })
      await touchPresence(db, user, now)
      publishMessage(db, message)
      await storeBotReply(db, conversationId, user)
      return sent(db, user, message, 201)
    }),
  ),

  http.post(
    '*/api/chat/attachments/upload',
    route.authed(
      async ({ request, db, user }) => {
        const { name, dataUrl } = await readJson(request, chatUploadBodySchema)
        const file = decodeDataUrl(dataUrl, {
          field: 'dataUrl',
          types: CHAT_ATTACHMENT_TYPES,
          maxBytes: CHAT_LIMITS.attachmentBytes,
          tooLarge: 'chat_file_too_large',
        })
        const own = db.chatAttachments.findMany((q) => q.where({ uploaderId: user.id }))
        ensureRoom(own.length, COLLECTION_LIMITS.chatAttachmentsPerUser)
        const record = await db.chatAttachments.create({
          id: `chat-att-${randomHex(12)}`,
          uploaderId: user.id,
          name,
          type: file.type,
          size: file.size,
          base64: file.base64,
          createdAt: new Date().toISOString(),
          messageId: null,
          conversationId: null,
        })
        return HttpResponse.json({ attachment: toAttachment(record) }, { status: 201 })
      },
      { maxBodyBytes: UPLOAD_BODY_BYTES },
    ),
  ),

  // The caller's own presence as they chose it (the sidebar's status menu): `invisible` included,
  // which the others are answered as offline.
  http.get(
    '*/api/chat/presence',
    route.authed(({ db, user }) => {
      const { status, lastActivity } = presenceOf(db, user)
      return HttpResponse.json({ status: status === 'offline' ? 'online' : status, lastActivity })
    }),
  ),

  http.post(
    '*/api/chat/presence/update',
    route.authed(async ({ request, db, user }) => {
      const { status } = await readJson(request, presenceBodySchema)
      const lastActivity = new Date().toISOString()
      const updated = await db.chatPresence.update((q) => q.where({ userId: user.id }), {
        data(draft) {
          draft.status = status
          draft.lastActivity = lastActivity
        },
      })
      if (!updated) await db.chatPresence.create({ userId: user.id, status, lastActivity })
      return HttpResponse.json({ status })
    }),
  ),

  http.post(
    '*/api/chat/conversation/mute',
    route.authed(async ({ request, db, user }) => {
      const { conversationId, muted } = await readJson(request, muteBodySchema)
      memberOf(db, user, conversationId)
      await db.chatMembers.update((q) => q.where({ conversationId, userId: user.id }), {
        data(draft) {
          draft.muted = muted
        },
      })
      return HttpResponse.json({ conversationId, muted })
    }),
  ),

  http.post(
    '*/api/chat/conversation/leave',
    route.authed(async ({ request, db, user }) => {
      const { conversationId } = await readJson(request, leaveBodySchema)
      const conversation = conversationOf(db, user, conversationId)
      if (conversation.type !== 'GROUP') invalid({ conversationId: 'invalid_value' })
      db.chatMembers.delete((q) => q.where({ conversationId, userId: user.id }))
      const participantIds = conversation.participantIds.filter((id) => id !== user.id)
      if (participantIds.length === 0) {
        // Nobody can read it any more: it goes, with its messages and files.
        db.chatMessages.deleteMany((q) => q.where({ conversationId }))
        db.chatAttachments.deleteMany((q) => q.where({ conversationId }))
        db.chatConversations.delete((q) => q.where({ id: conversationId }))
      } else
        await db.chatConversations.update((q) => q.where({ id: conversationId }), {
          data(draft) {
            draft.participantIds = participantIds
          },
        })
      return HttpResponse.json({ conversationId })
    }),
  ),
]
