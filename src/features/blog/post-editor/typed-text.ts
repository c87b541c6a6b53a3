/**
 * What the author types keeps its own direction (an English title on an Arabic page ends with its
 * full stop), as the post page shows it; an empty field keeps the page's, so the caret starts on
 * the reading side. On the input element itself: Mantine puts a `dir` prop on the field's wrapper,
 * whose "auto" would see no text and turn an Arabic field left-to-right.
 */
export const typedText = (value: string) =>
  value.trim() ? ({ input: { dir: 'auto' } } as const) : undefined
