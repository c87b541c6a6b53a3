// The one part of jsdom the node sanitizer uses (the package ships no types).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string)
    readonly window: Window & typeof globalThis
  }
}
