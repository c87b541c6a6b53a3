/**
 * What the mock database stores. Every record is validated against these schemas when it is
 * created, so a bug in a handler cannot store a malformed row.
 */
import { z } from 'zod'
import { NOTIFICATION_TYPES, ROLES } from '@/lib/api/schemas/account'
import { calendarEventSchema } from '@/lib/api/schemas/calendar'
import { orderSchema } from '@/lib/api/schemas/checkout'
import { cardSchema, columnSchema, memberSchema } from '@/lib/api/schemas/kanban'
import { CATEGORIES, GENDERS, reviewSchema } from '@/lib/api/schemas/products'

export const userRecordSchema = z.object({
  id: z.string(),
  email: z.string(),
  passwordHash: z.string(),
  passwordSalt: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  avatarUrl: z.string().nullable(),
  phoneNumber: z.string(),
  country: z.string(),
  city: z.string(),
  address: z.string(),
  zipCode: z.string(),
  about: z.string(),
  isPublic: z.boolean(),
  createdAt: z.string(),
  /** Current e-mail verification code and when it was sent (ISO), if any. */
  verificationCode: z.string().nullable(),
  verificationSentAt: z.string().nullable(),
  /** Current password reset code and when it was sent (ISO), if any. */
  resetCode: z.string().nullable(),
  resetSentAt: z.string().nullable(),
})
export type UserRecord = z.infer<typeof userRecordSchema>

export const notificationRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
  isUnread: z.boolean(),
})
export type NotificationRecord = z.infer<typeof notificationRecordSchema>

/** E-mails the mock "sends" (codes), readable in the demo inbox. */
export const emailRecordSchema = z.object({
  id: z.string(),
  to: z.string(),
  kind: z.enum(['verify', 'reset']),
  code: z.string(),
  createdAt: z.string(),
})
export type EmailRecord = z.infer<typeof emailRecordSchema>

/** A review as stored: the public review plus the reviewer's e-mail, which is never sent back. */
export const reviewRecordSchema = reviewSchema.extend({ email: z.string() })
export type ReviewRecord = z.infer<typeof reviewRecordSchema>

/**
 * A product as stored. Reviews live inside their product (a product page needs them all, and
 * nothing lists reviews across products); counts, averages, cover and stock state are derived
 * when a product is read (mocks/shop/product-view.ts), so they can never disagree with the data.
 */
export const productRecordSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  /** productSlug(name), kept to look products up by their page address. */
  slug: z.string().min(1),
  description: z.string(),
  images: z.array(z.string()).min(1),
  code: z.string(),
  sku: z.string(),
  quantity: z.number().int().min(0),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  gender: z.array(z.enum(GENDERS)),
  category: z.enum(CATEGORIES),
  tags: z.array(z.string()),
  price: z.number().positive(),
  priceSale: z.number().positive().nullable(),
  taxesIncluded: z.boolean(),
  published: z.boolean(),
  newLabel: z.boolean(),
  saleLabel: z.boolean(),
  totalSold: z.number().int().min(0),
  createdAt: z.string(),
  reviews: z.array(reviewRecordSchema),
})
export type ProductRecord = z.infer<typeof productRecordSchema>

/** An address book entry; `fullAddress` is built from the parts when it is read. */
export const addressRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  addressType: z.enum(['home', 'office']),
  primary: z.boolean(),
  createdAt: z.string(),
})
export type AddressRecord = z.infer<typeof addressRecordSchema>

/** A placed order: prices, address and totals are copied in, so later edits do not change it. */
export const orderRecordSchema = orderSchema.extend({
  userId: z.string(),
  discountCode: z.string().nullable(),
})
export type OrderRecord = z.infer<typeof orderRecordSchema>

export const discountCodeRecordSchema = z.object({
  id: z.string(),
  /** Upper case; codes are matched case-insensitively. */
  code: z.string().regex(/^[A-Z0-9]+$/),
  kind: z.enum(['percent', 'amount']),
  /** Percent (1..100) or an amount in dollars. */
  value: z.number().positive(),
  minSubtotal: z.number().min(0),
})
export type DiscountCodeRecord = z.infer<typeof discountCodeRecordSchema>

/** A calendar event as stored: the public event (the calendar is shared by the team). */
export const calendarEventRecordSchema = calendarEventSchema.extend({ createdAt: z.string() })
export type CalendarEventRecord = z.infer<typeof calendarEventRecordSchema>

/** The people cards can be assigned to (GET /api/kanban/members). */
export const memberRecordSchema = memberSchema
export type MemberRecord = z.infer<typeof memberRecordSchema>

/** The board itself: one row (id 'main') holding the column order (spec: columnOrder). */
export const kanbanBoardRecordSchema = z.object({
  id: z.string(),
  columnOrder: z.array(z.string()),
})
export type KanbanBoardRecord = z.infer<typeof kanbanBoardRecordSchema>

/** A column as stored: its id, name and the ids of its cards in order (spec). */
export const kanbanColumnRecordSchema = columnSchema
export type KanbanColumnRecord = z.infer<typeof kanbanColumnRecordSchema>

/** A card as stored: assignees are member ids, resolved to members when the board is read. */
export const kanbanCardRecordSchema = cardSchema
  .omit({ assignees: true })
  .extend({ assigneeIds: z.array(z.string()) })
export type KanbanCardRecord = z.infer<typeof kanbanCardRecordSchema>
