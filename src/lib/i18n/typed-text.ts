/**
 * Mantine `attributes` for a free-text field (TextInput, Textarea, Autocomplete...): what is typed
 * keeps its own direction (an English title on an Arabic page ends with its full stop, Arabic in
 * an English page runs right to left); an empty field keeps the page's, so the placeholder and the
 * caret start on the reading side. On the input element itself: Mantine puts a `dir` prop on the
 * field's wrapper, whose "auto" sees no text and turns an Arabic field left-to-right. So never
 * `dir="auto"` on the Mantine component: `attributes={typedText(value)}`.
 */
export const typedText = (value: string | null | undefined) =>
  value?.trim() ? ({ input: { dir: 'auto' } } as const) : undefined
