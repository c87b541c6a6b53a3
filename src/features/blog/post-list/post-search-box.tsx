import { Autocomplete, Group, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiImage } from '@/components/api-image'
import { SEARCH_DEBOUNCE_MS } from '@/components/debounced-search'
import { BLOG_LIMITS } from '@/lib/api/schemas/blog-constants'
import { useFormatters } from '@/lib/i18n/format'
import { typedText } from '@/lib/i18n/typed-text'
import { useSearchText } from '@/lib/url/use-search-text'
import { postSearchQueryOptions } from '../api/queries'
import classes from './post-list.module.css'

/** Typing pauses this long before the suggestions are asked for. */
const SUGGEST_DELAY = 250

interface PostSearchBoxProps {
  /** The search in the address. */
  value: string | undefined
  onSearch: (text: string | undefined) => void
}

/**
 * The posts' search: suggestions from the server as the user types (choosing one opens the post),
 * and the grid follows the text once typing pauses (Enter applies it at once).
 */
export function PostSearchBox({ value, onSearch }: PostSearchBoxProps) {
  const { t } = useTranslation('blog')
  const format = useFormatters()
  const navigate = useNavigate()
  const box = useSearchText(value, onSearch, SEARCH_DEBOUNCE_MS)
  const text = box.text
  // Choosing a suggestion also puts its title in the box; that is not a search.
  const picking = useRef(false)

  const [debounced] = useDebouncedValue(text.trim(), SUGGEST_DELAY)
  const suggestions = useQuery({
    ...postSearchQueryOptions(debounced),
    enabled: debounced !== '',
  })
  const results = debounced ? (suggestions.data?.results ?? []) : []
  const byTitle = new Map(results.map((post) => [post.title, post]))

  return (
    <form
      role="search"
      className={classes.search}
      onSubmit={(event) => {
        event.preventDefault()
        box.submit()
      }}
    >
      <Autocomplete
        value={text}
        onChange={(next) => {
          if (picking.current) {
            picking.current = false
            return
          }
          box.type(next)
        }}
        data={[...byTitle.keys()]}
        // The server has already matched them (title, description, tags, author).
        filter={({ options }) => options}
        limit={BLOG_LIMITS.suggestions}
        onOptionSubmit={(title) => {
          const post = byTitle.get(title)
          if (!post) return
          picking.current = true
          box.cancel()
          void navigate({ to: '/dashboard/blog/post/$title', params: { title: post.slug } })
        }}
        renderOption={({ option }) => {
          const post = byTitle.get(option.value)
          if (!post) return option.value
          return (
            <Group gap="sm" wrap="nowrap">
              <ApiImage src={post.coverUrl} alt="" w={40} h={40} radius="sm" fit="cover" />
              <div>
                <Text size="sm" lineClamp={1} dir="auto">
                  {post.title}
                </Text>
                <Text size="xs" c="dimmed" dir="auto">
                  {post.author.name} · {format.date(post.publishedAt ?? post.createdAt)}
                </Text>
              </div>
            </Group>
          )
        }}
        maxLength={BLOG_LIMITS.search}
        placeholder={t('list.searchPlaceholder')}
        aria-label={t('list.search')}
        leftSection={<IconSearch size={18} aria-hidden />}
        clearable
        clearButtonProps={{ 'aria-label': t('list.clearSearch') }}
        onClear={box.clear}
        comboboxProps={{ position: 'bottom-start' }}
        maxDropdownHeight={360}
        attributes={typedText(text)}
        data-testid="post-search"
      />
    </form>
  )
}
