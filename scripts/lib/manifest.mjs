/**
 * Reading Vite's build manifest (dist/.vite/manifest.json): what a chunk loads with it. Used by
 * `npm run size` (what a first visit loads) and the prerender plugin (a page's stylesheets).
 */

/** A chunk and its static imports, as manifest keys. */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen
  const chunk = manifest[key]
  if (!chunk) throw new Error(`Not in the manifest: ${key}`)
  seen.add(key)
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen)
  return seen
}

/** The output files (JS and CSS) of a set of manifest keys. */
export function filesOf(manifest, keys) {
  const files = new Set()
  for (const key of keys) {
    files.add(manifest[key].file)
    for (const css of manifest[key].css ?? []) files.add(css)
  }
  return files
}
