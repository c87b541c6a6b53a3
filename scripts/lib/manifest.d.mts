export interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}
export type Manifest = Record<string, ManifestChunk>
export declare function staticClosure(
  manifest: Manifest,
  key: string,
  seen?: Set<string>,
): Set<string>
export declare function filesOf(manifest: Manifest, keys: Iterable<string>): Set<string>
