/**
 * How much the mock API stores (docs/api.md, "Permissions" and the limits it lists): a create
 * beyond a cap is refused with 413 `collection_full` before anything is written, so one client
 * cannot grow the shared data without bound. The large seed stays well inside every cap.
 */
import { tooLarge } from './errors'

export const COLLECTION_LIMITS = {
  /** The large seed has 10,000. */
  products: 20_000,
  reviewsPerProduct: 500,
  /** The large seed has 2,000 cards in 20 columns. */
  kanbanCards: 5_000,
  kanbanColumns: 50,
  commentsPerCard: 500,
  /** The large seed has 500. */
  calendarEvents: 5_000,
  addressesPerUser: 20,
  ordersPerUser: 1_000,
  /** The large seed has 10,002. Registration counts too. */
  users: 20_000,
  /** Uploaded avatars: one per user at a time. */
  followsPerUser: 5_000,
  commentsPerPost: 500,
  /** The large seed has 10,000. */
  invoices: 20_000,
  /** Every mailbox together; the large seed has 10,000 in one inbox. */
  mails: 50_000,
  /** Files one person has uploaded to attach (kept while any mail carries them). */
  mailAttachmentsPerUser: 200,
  /** Every person's together; the large seed has about 20 with 2,000 messages in one. */
  chatConversations: 20_000,
  /** Every conversation's together; the large seed has about 2,400. */
  chatMessages: 100_000,
  /** Files one person has uploaded to chat (sent or not). */
  chatAttachmentsPerUser: 200,
  /** Kept, not refused: the oldest notifications go first (an order is never refused for them). */
  notificationsPerUser: 200,
  /** The large seed has 10,000. */
  blogPosts: 20_000,
  /** Comments and replies together. */
  blogCommentsPerPost: 1_000,
  /** Pictures one person has uploaded (covers and pictures in posts). */
  blogImagesPerUser: 200,
  /** The editor's autosaves of one person (one per post they edit, one for a new post). */
  blogAutosavesPerUser: 50,
  /** Folders and files in one person's drive, trash included (the seed gives the admin ~150). */
  // Room for the large demo data's 10,000-file folder and more.
  fileItemsPerOwner: 20_000,
  /** Kept, not refused: the oldest rows fold into the opening balance (the balance is unchanged). */
  bankTransactionsPerUser: 2_000,
  /** Kept, not refused: the oldest messages from the public contact forms go first. */
  contactMessages: 5_000,
} as const

/** 413 `collection_full` when `count` rows already fill a collection of at most `limit`. */
export function ensureRoom(count: number, limit: number): void {
  if (count >= limit) tooLarge('collection_full', { limit: limit.toLocaleString('en-US') })
}
