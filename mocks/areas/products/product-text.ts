/** Words for the demo products: descriptions, tags and reviews. */
import { DIRECTORY } from '../../lib/directory'
import type { Category } from '@/lib/api/schemas/products'
import type { ArtKind } from '../../lib/product-art'

export const BLURBS: Record<Category, string[]> = {
  shoes: [
    'keeps the clean lines of a court classic and adds a cushioned midsole you will notice from the first step.',
    'is built for long days on your feet: a breathable upper, a grippy outsole and a heel that stays put.',
    'pairs a lightweight knit upper with a responsive foam that gives back on every stride.',
  ],
  apparel: [
    'is cut from soft, midweight cotton that holds its shape wash after wash.',
    'layers easily over anything and feels broken-in from the first wear.',
    'has a relaxed fit, clean seams and a fabric that breathes when the day heats up.',
  ],
  accessories: [
    'is made to carry your day, with durable materials and details that age well.',
    'finishes any outfit and is sturdy enough for everyday use.',
    'keeps things simple: a timeless shape, quality hardware and nothing you do not need.',
  ],
}

export const FEATURES: Record<ArtKind, string[]> = {
  sneaker: [
    'Padded collar and tongue',
    'Removable cushioned insole',
    'Rubber outsole with a herringbone grip',
    'Recycled polyester laces',
    'Reinforced toe cap',
  ],
  hightop: [
    'Ankle support with a padded high collar',
    'Water-resistant upper',
    'Lug outsole for loose ground',
    'Metal eyelets',
    'Pull tab at the heel',
  ],
  tshirt: [
    '100% combed cotton, 180 g/m²',
    'Ribbed crew neck',
    'Double-stitched hems',
    'Pre-shrunk fabric',
    'Screen-printed chest graphic',
  ],
  hoodie: [
    'Brushed fleece lining',
    'Adjustable drawcord hood',
    'Front kangaroo pocket',
    'Ribbed cuffs and hem',
    'Heavyweight 380 g/m² cotton blend',
  ],
  tote: [
    'Heavy canvas body with a flat base',
    'Inner zip pocket',
    'Shoulder-length handles',
    'Fits a 15-inch laptop',
    'Vegetable-tanned leather trims',
  ],
  backpack: [
    'Padded laptop sleeve (up to 16")',
    'Water-repellent coating',
    'Quick-access front pocket',
    'Breathable back panel',
    'Adjustable chest strap',
  ],
  cap: [
    'Six-panel crown with eyelets',
    'Pre-curved brim',
    'Adjustable strap back',
    'Sweat-wicking inner band',
    'Embroidered front patch',
  ],
  watch: [
    '40 mm stainless steel case',
    'Sapphire-coated mineral glass',
    'Water resistant to 100 m',
    'Quick-release strap',
    'Date window at 3 o’clock',
  ],
}

export const CARE: Record<Category, string> = {
  shoes: 'Wipe clean with a damp cloth. Let them dry away from direct heat.',
  apparel: 'Machine wash cold, inside out. Tumble dry low or hang to dry.',
  accessories: 'Spot clean with a soft, damp cloth. Store away from direct sunlight.',
}

export const TAGS: Record<Category, string[]> = {
  shoes: ['Running', 'Everyday', 'Lightweight', 'Breathable', 'Leather', 'Outdoor', 'Cushioned'],
  apparel: ['Cotton', 'Organic', 'Relaxed fit', 'Layering', 'Streetwear', 'Essentials'],
  accessories: ['Everyday carry', 'Travel', 'Gift idea', 'Durable', 'Minimal', 'Unisex'],
}

/** Reviewers are people of the user directory (the same names the rest of the demo shows). */
export const REVIEWERS = DIRECTORY.slice(0, 24).map((p) => `${p.firstName} ${p.lastName}`)

export const COMMENTS: Record<'good' | 'fine' | 'poor', string[]> = {
  good: [
    'Exactly as pictured and the quality is great. I already ordered a second one.',
    'Super comfortable from day one. The fit is true to size.',
    'Great value for the price. Shipping was quick and the packaging was nice.',
    'I wear it almost every day and it still looks new after a few months.',
    'Lovely colour and the materials feel premium. Highly recommend.',
  ],
  fine: [
    'Good overall, but it runs a little small. Consider going up a size.',
    'Nice design. The colour is slightly lighter than in the photos.',
    'Does the job. I expected a bit more for the price, but no real complaints.',
  ],
  poor: [
    'The stitching came loose after two weeks. Disappointed.',
    'Not what I expected: the material feels thin and the fit is off.',
  ],
}
