/** The demo shop's products: invented, brand-free names with a drawing kind and a list price. */
import type { Category, Gender } from '@/lib/api/schemas/products'
import type { ArtKind } from '../../lib/product-art'

export interface CatalogueItem {
  name: string
  kind: ArtKind
  gender: Gender[]
  price: number
}

export const CATEGORY_OF: Record<ArtKind, Category> = {
  sneaker: 'shoes',
  hightop: 'shoes',
  tshirt: 'apparel',
  hoodie: 'apparel',
  tote: 'accessories',
  backpack: 'accessories',
  cap: 'accessories',
  watch: 'accessories',
}

export const CATALOGUE: CatalogueItem[] = [
  { name: 'Foundation Runner Low', kind: 'sneaker', gender: ['men', 'women'], price: 89.99 },
  { name: 'Foundation Runner Mid', kind: 'hightop', gender: ['men', 'women'], price: 104.99 },
  { name: 'Cloudstep Trainer', kind: 'sneaker', gender: ['women'], price: 129 },
  { name: 'Metro Court Classic', kind: 'sneaker', gender: ['men'], price: 74.99 },
  { name: 'Summit Trail Hiker', kind: 'hightop', gender: ['men', 'women'], price: 169 },
  { name: 'Harbor Canvas Slip-On', kind: 'sneaker', gender: ['women', 'kids'], price: 54.99 },
  { name: 'Velocity Knit Racer', kind: 'sneaker', gender: ['men'], price: 149.99 },
  { name: 'Canyon Suede High', kind: 'hightop', gender: ['women'], price: 139 },
  { name: 'Coastline Leather Sneaker', kind: 'sneaker', gender: ['men', 'women'], price: 119 },
  { name: 'Pulse Lite Runner', kind: 'sneaker', gender: ['kids'], price: 59.99 },
  { name: 'Ember Retro Jogger', kind: 'sneaker', gender: ['men', 'women'], price: 94.5 },
  { name: 'Granite Court High', kind: 'hightop', gender: ['men'], price: 114.99 },
  { name: 'Tempo Mesh Trainer', kind: 'sneaker', gender: ['women'], price: 99.99 },
  { name: 'Nimbus Everyday Low', kind: 'sneaker', gender: ['men', 'women', 'kids'], price: 69.99 },
  { name: 'Ridge Waterproof Boot', kind: 'hightop', gender: ['men'], price: 229 },
  { name: 'Drift Recycled Runner', kind: 'sneaker', gender: ['women'], price: 124.99 },
  { name: 'Essential Cotton Tee', kind: 'tshirt', gender: ['men', 'women'], price: 19.99 },
  { name: 'Harbor Pocket Tee', kind: 'tshirt', gender: ['men'], price: 24.99 },
  { name: 'Northbound Fleece Hoodie', kind: 'hoodie', gender: ['men', 'women'], price: 69.99 },
  { name: 'Everyday Linen Tee', kind: 'tshirt', gender: ['women'], price: 34.99 },
  { name: 'Studio Relaxed Hoodie', kind: 'hoodie', gender: ['women'], price: 59 },
  { name: 'Summit Graphic Tee', kind: 'tshirt', gender: ['men', 'kids'], price: 27.5 },
  { name: 'Coastal Stripe Tee', kind: 'tshirt', gender: ['women'], price: 29.99 },
  { name: 'Trailhead Zip Hoodie', kind: 'hoodie', gender: ['men'], price: 84.99 },
  { name: 'Morning Run Tech Tee', kind: 'tshirt', gender: ['men', 'women'], price: 39.99 },
  { name: 'Campus Heavyweight Hoodie', kind: 'hoodie', gender: ['men', 'women'], price: 79 },
  { name: 'Sunday Oversized Tee', kind: 'tshirt', gender: ['women'], price: 32 },
  { name: 'Meridian Merino Tee', kind: 'tshirt', gender: ['men'], price: 64.99 },
  { name: 'Alpine Half-Zip Hoodie', kind: 'hoodie', gender: ['men', 'women'], price: 89.99 },
  { name: 'Breeze Organic Tee', kind: 'tshirt', gender: ['men', 'women'], price: 22.99 },
  { name: 'Lakeside Waffle Hoodie', kind: 'hoodie', gender: ['women'], price: 74.5 },
  { name: 'Explorer Kids Tee', kind: 'tshirt', gender: ['kids'], price: 15.99 },
  { name: 'Harbor Canvas Tote', kind: 'tote', gender: ['men', 'women'], price: 38 },
  { name: 'Market Day Tote', kind: 'tote', gender: ['women'], price: 29.99 },
  { name: 'Commuter Roll-Top Backpack', kind: 'backpack', gender: ['men', 'women'], price: 119 },
  { name: 'Weekender Daypack', kind: 'backpack', gender: ['men'], price: 89.99 },
  { name: 'Trail Pack 20L', kind: 'backpack', gender: ['men', 'women'], price: 99 },
  { name: 'Classic Six-Panel Cap', kind: 'cap', gender: ['men', 'women'], price: 24.99 },
  { name: 'Field Washed Cap', kind: 'cap', gender: ['men'], price: 27.99 },
  { name: 'Sport Mesh Trucker Cap', kind: 'cap', gender: ['men', 'kids'], price: 21.5 },
  { name: 'Horizon Field Watch', kind: 'watch', gender: ['men'], price: 189 },
  { name: 'Meridian Steel Watch', kind: 'watch', gender: ['men', 'women'], price: 249 },
  { name: 'Tide Dive Watch', kind: 'watch', gender: ['men'], price: 219.99 },
  { name: 'Atelier Leather Tote', kind: 'tote', gender: ['women'], price: 179 },
  { name: 'Studio Sling Backpack', kind: 'backpack', gender: ['women'], price: 64.99 },
  { name: 'Little Explorer Backpack', kind: 'backpack', gender: ['kids'], price: 34.99 },
  { name: 'Pace Sport Watch', kind: 'watch', gender: ['men', 'women'], price: 129.99 },
  { name: 'Shoreline Corduroy Cap', kind: 'cap', gender: ['women'], price: 26 },
]
