/**
 * The one DOMPurify configuration for rich text from data (product descriptions, mail bodies, blog
 * posts): HTML only, no SVG or MathML, no scripts, handlers or `javascript:` links. Part of the
 * contract because both sides apply it: the mock API when it stores a body, the app when it shows
 * one (src/lib/sanitize-html.ts).
 */
export const RICH_TEXT_CONFIG = { USE_PROFILES: { html: true } } as const
