/**
 * Test data over the mock database: a test creates the rows it needs (`await given.user(...)`,
 * `await given.product(...)`, `given.event`, `given.card`) instead of depending on the seed's text. Built on the same record
 * factories as the seed and the handlers, so a record's defaults live in one place.
 */
import type { InvoiceInput } from '@/lib/api/schemas/invoices'
import { invoiceTotals } from '@/lib/api/schemas/invoice-totals'
import type { ProductInput } from '@/lib/api/schemas/products'
import { newEvent, type CalendarEventRecord } from '../../mocks/areas/calendar/records'
import {
  newBlobKey,
  newFile,
  newFolder,
  shareId,
  type FileItemRecord,
} from '../../mocks/areas/files/records'
import { newCard, type KanbanCardRecord } from '../../mocks/areas/kanban/records'
import { newProduct, type ProductRecord } from '../../mocks/areas/products/records'
import { mockConfig } from '../../mocks/config'
import { DEMO_PASSWORD_ITERATIONS, hashPassword, signToken } from '../../mocks/db/crypto'
import { getDb, putBlob } from '../../mocks/db/database'
import { DEMO_ADMIN_ID } from '../../mocks/lib/demo-accounts'
import { newUser, type UserRecord } from '../../mocks/lib/people'
import { productImageUrl } from '../../mocks/lib/product-art'

export const GIVEN_PASSWORD = 'Given-pass-1'

const DAY_MS = 86_400_000
/** The calendar day `days` from today, as the API's date fields take it (UTC). */
const isoDay = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)

let counter = 0
const next = () => (counter += 1)

export const given = {
  /**
   * The body of a valid invoice write (`{ invoice: given.invoiceInput() }`): two lines, taxes,
   * and the total the app would compute (pass `total` to send a wrong one).
   */
  invoiceInput(overrides: Partial<InvoiceInput> = {}): InvoiceInput {
    const base: Omit<InvoiceInput, 'total'> = {
      status: 'draft',
      // Issued today and due in a month, whatever the date: a fixed date turns the fixture's
      // pending invoices overdue once the calendar passes it.
      createDate: isoDay(0),
      dueDate: isoDay(30),
      from: {
        userId: null,
        name: 'Avery Quinn',
        company: 'Northwind',
        email: 'demo@example.com',
        phoneNumber: '+1 415 555 0100',
        address: '1 Market Street\nSan Francisco, CA 94105\nUnited States',
      },
      to: {
        userId: null,
        name: 'Kai Nakamura',
        company: 'Harbor Studio',
        email: 'kai@example.com',
        phoneNumber: '',
        address: '5 Quay Road\nAuckland 1010\nNew Zealand',
      },
      items: [
        {
          title: 'Landing page design',
          description: '',
          service: 'design',
          quantity: 12,
          unitPrice: 8500,
        },
        {
          title: 'Managed hosting',
          description: 'Monthly',
          service: 'hosting',
          quantity: 1,
          unitPrice: 4900,
        },
      ],
      shipping: 0,
      discount: 0,
      taxPercent: 10,
      notes: '',
      ...overrides,
    }
    return { ...base, total: overrides.total ?? invoiceTotals(base).total }
  },

  /** The body of a valid product write (`{ product: given.productInput() }`). */
  productInput(overrides: Partial<ProductInput> = {}): ProductInput {
    return {
      name: 'Lighthouse Rain Shell',
      description: '<p>Keeps the rain out.</p>',
      images: ['/api/images/products/hoodie-900-1.svg'],
      code: 'TG-A09000',
      sku: 'HOO-900',
      quantity: 25,
      colors: ['#1877F2'],
      sizes: ['9', '10'],
      gender: ['men'],
      category: 'apparel',
      tags: ['Rain', 'Outdoor'],
      price: 120,
      priceSale: 99,
      taxesIncluded: true,
      published: true,
      newLabel: true,
      saleLabel: true,
      ...overrides,
    }
  },

  /** A verified account (role 'user' unless told) with GIVEN_PASSWORD and a valid token. */
  async user(fields: Partial<UserRecord> = {}) {
    const db = await getDb()
    const n = next()
    const salt = `given-salt-${n}`
    const user = await db.users.create(
      newUser({
        email: `given-${n}@example.com`,
        username: `given-user-${n}`,
        status: 'active',
        firstName: 'Given',
        lastName: `User ${n}`,
        passwordHash: await hashPassword(GIVEN_PASSWORD, salt, DEMO_PASSWORD_ITERATIONS),
        passwordSalt: salt,
        emailVerified: true,
        ...fields,
      }),
    )
    const token = await signToken(
      {
        sub: user.id,
        email: user.email,
        role: user.role,
        verified: user.emailVerified,
        ver: user.tokenVersion,
      },
      db.meta.jwtSecret,
      mockConfig.tokenTtlSeconds,
    )
    return { user, token, password: GIVEN_PASSWORD }
  },

  /** A published product in stock, with no reviews. */
  async product(fields: Partial<ProductRecord> = {}) {
    const db = await getDb()
    const n = next()
    return db.products.create(
      newProduct({
        name: `Given product ${n}`,
        description: '<p>A product made for a test.</p>',
        images: [productImageUrl('tshirt', n, 1)],
        code: `GIVEN-${n}`,
        sku: `GIV-${n}`,
        quantity: 20,
        colors: ['#000000'],
        sizes: ['M'],
        gender: ['men'],
        category: 'apparel',
        tags: [],
        price: 50,
        priceSale: null,
        taxesIncluded: true,
        published: true,
        newLabel: false,
        saleLabel: false,
        ...fields,
      }),
    )
  },

  /** A one-hour timed event starting tomorrow at 9:00 (local time). */
  async event(fields: Partial<CalendarEventRecord> = {}) {
    const db = await getDb()
    const start = new Date()
    start.setDate(start.getDate() + 1)
    start.setHours(9, 0, 0, 0)
    return db.calendarEvents.create(
      newEvent({
        title: `Given event ${next()}`,
        color: 'blue',
        createdBy: DEMO_ADMIN_ID,
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
        ...fields,
      }),
    )
  },

  /** A folder in the demo admin's drive (at the top unless told). */
  async folder(fields: Partial<FileItemRecord> = {}) {
    const db = await getDb()
    return db.fileItems.create(
      newFolder({ ownerId: DEMO_ADMIN_ID, name: `Given folder ${next()}`, ...fields }),
    )
  },

  /**
   * A file in the demo admin's drive (at the top unless told): `bytes` are stored as an upload's
   * would be; without them, a text file generated on download.
   */
  async file(fields: Partial<FileItemRecord> & { bytes?: Uint8Array } = {}) {
    const db = await getDb()
    const { bytes, ...record } = fields
    const n = next()
    let blobKey: string | null = null
    if (bytes) {
      blobKey = newBlobKey()
      await putBlob(blobKey, bytes)
    }
    return db.fileItems.create(
      newFile({
        ownerId: DEMO_ADMIN_ID,
        name: `Given file ${n}.txt`,
        mimeType: 'text/plain',
        size: bytes?.length ?? 2048,
        blobKey,
        generator: bytes ? null : { kind: 'text', seed: n, title: `Given file ${n}` },
        ...record,
      }),
    )
  },

  /** `itemId` shared with `userId` as `role`. */
  async share(itemId: string, userId: string, role: 'viewer' | 'editor') {
    const db = await getDb()
    return db.fileShares.create({
      id: shareId(itemId, userId),
      itemId,
      userId,
      role,
      createdAt: new Date().toISOString(),
    })
  },

  /** A card at the end of `columnId` (the first column unless told). */
  async card(fields: Partial<KanbanCardRecord> & { columnId?: string } = {}) {
    const db = await getDb()
    const { columnId, ...cardFields } = fields
    const column = columnId
      ? db.kanbanColumns.findFirst((q) => q.where({ id: columnId }))
      : db.kanbanColumns.all()[0]
    if (!column) throw new Error(`no column ${columnId ?? ''}`)
    const card = await db.kanbanCards.create(
      newCard({ name: `Given card ${next()}`, ...cardFields }),
    )
    await db.kanbanColumns.update((q) => q.where({ id: column.id }), {
      data(draft) {
        draft.cardIds = [...draft.cardIds, card.id]
      },
    })
    return { card, columnId: column.id }
  },
}
