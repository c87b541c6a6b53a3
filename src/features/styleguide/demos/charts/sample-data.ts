/** Made-up figures for the charts demo (six months, three channels, four sources). */
export const REVENUE = {
  thisYear: [4200, 5100, 4800, 6300, 7100, 8400],
  lastYear: [3900, 4000, 4600, 4700, 5600, 6100],
}

export const ORDERS = {
  online: [120, 138, 151, 164],
  store: [92, 88, 97, 105],
  partners: [40, 46, 58, 63],
}

export const VISITORS = [1820, 2140, 1990, 2630, 2870, 3310]

export const SOURCES = { search: 46, social: 24, direct: 18, email: 12 }
