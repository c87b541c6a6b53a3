import { describe, expect, it } from 'vitest'
import { exportProductsCsv } from '@/features/ecommerce/product-list/export-csv'
import type { ProductSummary } from '@/lib/api/schemas/products'

const product = (overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  id: 'p1',
  name: 'Foundation Runner Low',
  slug: 'foundation-runner-low',
  coverUrl: '/api/images/p1.svg',
  price: 89.99,
  priceSale: null,
  colors: ['#000000'],
  gender: ['men'],
  category: 'shoes',
  quantity: 72,
  stock: 'in_stock',
  published: true,
  newLabel: false,
  saleLabel: false,
  totalRatings: 4.5,
  totalReviews: 3,
  createdAt: '2026-05-01T10:30:00.000Z',
  ...overrides,
})

describe('exportProductsCsv', () => {
  it('writes a header and one line per row with raw values by default', () => {
    const csv = exportProductsCsv([
      product(),
      product({
        id: 'p2',
        name: 'Tote, "large"',
        priceSale: 19.5,
        published: false,
        stock: 'low_stock',
        quantity: 3,
        category: 'accessories',
      }),
    ])
    expect(csv.split('\r\n')).toEqual([
      'name,category,createdAt,stock,quantity,price,priceSale,published',
      'Foundation Runner Low,shoes,2026-05-01T10:30:00.000Z,in_stock,72,89.99,,true',
      '"Tote, ""large""",accessories,2026-05-01T10:30:00.000Z,low_stock,3,89.99,19.5,false',
      '',
    ])
  })

  it('uses the given headers and formatting, and quotes what they produce', () => {
    const csv = exportProductsCsv([product()], {
      header: (column) => `H:${column}`,
      dateTime: () => 'May 1, 2026, 10:30 AM',
      currency: (amount) => `$${amount.toFixed(2)}`,
      stock: () => 'In stock',
      category: () => 'Shoes',
      published: (value) => (value ? 'Published' : 'Draft'),
    })
    const [header, line] = csv.split('\r\n')
    expect(header).toBe(
      'H:name,H:category,H:createdAt,H:stock,H:quantity,H:price,H:priceSale,H:published',
    )
    expect(line).toBe(
      'Foundation Runner Low,Shoes,"May 1, 2026, 10:30 AM",In stock,72,$89.99,,Published',
    )
  })

  it('writes only the header for no rows', () => {
    expect(exportProductsCsv([])).toBe(
      'name,category,createdAt,stock,quantity,price,priceSale,published\r\n',
    )
  })

  it('keeps non-Latin text as it is', () => {
    const csv = exportProductsCsv([product({ name: 'Giày chạy 跑鞋 حذاء' })])
    expect(csv).toContain('Giày chạy 跑鞋 حذاء,')
  })
})
