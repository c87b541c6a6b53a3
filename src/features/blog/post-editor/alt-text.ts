/**
 * A picture put into a post gets its file's words as its text alternative ("summer_trip-02.jpg"
 * -> "summer trip 02"): better than none until the editor lets the author write one.
 */
export const altFromFileName = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
