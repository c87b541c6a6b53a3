/**
 * Where a post can be shared: plain links to each network's own share page (no scripts of theirs
 * on ours), and an e-mail. The networks read the address and, where they take one, the title.
 */
export const SHARE_TARGETS = ['x', 'facebook', 'linkedin', 'email'] as const
export type ShareTarget = (typeof SHARE_TARGETS)[number]

export function shareTargets(
  address: string,
  title: string,
): { target: ShareTarget; url: string }[] {
  const url = encodeURIComponent(address)
  const text = encodeURIComponent(title)
  const links: Record<ShareTarget, string> = {
    x: `https://x.com/intent/post?url=${url}&text=${text}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    email: `mailto:?subject=${text}&body=${url}`,
  }
  return SHARE_TARGETS.map((target) => ({ target, url: links[target] }))
}
