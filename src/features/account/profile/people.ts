/**
 * `UserAvatar` picks an initials colour from an e-mail; people of the directory are shown
 * without theirs, so their username (as stable) stands in.
 */
export const asAvatarUser = (person: {
  username: string
  displayName: string
  avatarUrl: string | null
}) => ({ displayName: person.displayName, avatarUrl: person.avatarUrl, email: person.username })
