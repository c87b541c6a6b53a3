import { splitLinks } from './timeline'

/**
 * A message's plain text: never parsed as HTML; line breaks kept by the stylesheet; http(s)
 * addresses become links that open in a new tab without access to this page.
 */
export function MessageText({ text }: { text: string }) {
  return splitLinks(text).map((part, index) =>
    part.href ? (
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
      </a>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  )
}
