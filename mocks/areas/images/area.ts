import { defineArea } from '../../lib/area'
import { imageHandlers } from './handlers'

/** The product pictures, drawn on request (the URL scheme and colours: mocks/lib/product-art.ts). */
export const imagesArea = defineArea({ name: 'images', handlers: imageHandlers })
