/**
 * A product as the dashboards list it: its picture, its name linking to its page, a line of
 * details under the name, and something on the other side (a price, its colours).
 */
import { Group, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { ApiImage } from '@/components/api-image'
import { AnchorLink } from '@/components/link'

interface ProductRef {
  name: string
  slug: string
  coverUrl: string
}

/** The product's name, linking to its page. */
export function ProductLink({ product, size = 'sm' }: { product: ProductRef; size?: string }) {
  return (
    <AnchorLink
      to="/dashboard/e-commerce/product/$name"
      params={{ name: product.slug }}
      size={size}
      fw={600}
      lineClamp={1}
      c="var(--mantine-color-text)"
    >
      {product.name}
    </AnchorLink>
  )
}

interface ProductLineProps {
  product: ProductRef
  /** Under the name. */
  children?: ReactNode
  /** At the line's end. */
  aside?: ReactNode
  /** The picture's side, in pixels. */
  size?: number
  component?: 'li' | 'div'
}

export function ProductLine({
  product,
  children,
  aside,
  size = 48,
  component = 'li',
}: ProductLineProps) {
  return (
    <Group component={component} gap="md" wrap="nowrap">
      <ApiImage src={product.coverUrl} alt="" w={size} h={size} radius="md" fit="cover" />
      <Stack gap={2} miw={0} flex={1}>
        <ProductLink product={product} />
        {children}
      </Stack>
      {aside}
    </Group>
  )
}
