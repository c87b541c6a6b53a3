/**
 * The offices /contact-us lists and draws on its map: one per language the app speaks. Fictional
 * addresses and numbers (the 01 / 555 ranges and .example domains reach nobody). City and
 * country names are translated (`support:offices.<id>`); addresses stay as the local post writes
 * them; coordinates place the pins.
 */
export interface Office {
  id: 'paris' | 'hanoi' | 'shanghai' | 'dubai' | 'sanFrancisco'
  /** Degrees: north and east are positive. */
  lat: number
  lon: number
  /** IANA zone, for the office's local time. */
  timeZone: string
  /** Lines as the local post writes them: an address is not translated. */
  address: readonly string[]
  phone: string
  email: string
}

export const OFFICES: readonly Office[] = [
  {
    id: 'sanFrancisco',
    address: ['500 Howard Street, Suite 300', 'San Francisco, CA 94105'],
    lat: 37.77,
    lon: -122.42,
    timeZone: 'America/Los_Angeles',
    phone: '+1 415 555 0142',
    email: 'sf@tangram.example',
  },
  {
    id: 'paris',
    address: ['18 rue du Faubourg Saint-Antoine', '75012 Paris'],
    lat: 48.86,
    lon: 2.35,
    timeZone: 'Europe/Paris',
    phone: '+33 1 55 01 42 00',
    email: 'paris@tangram.example',
  },
  {
    id: 'dubai',
    address: ['Gate Village 4, Level 2', 'DIFC, Dubai'],
    lat: 25.2,
    lon: 55.27,
    timeZone: 'Asia/Dubai',
    phone: '+971 4 555 0142',
    email: 'dubai@tangram.example',
  },
  {
    id: 'hanoi',
    address: ['54 Liễu Giai, Ba Đình', 'Hà Nội 100000'],
    lat: 21.03,
    lon: 105.85,
    timeZone: 'Asia/Ho_Chi_Minh',
    phone: '+84 24 5550 1420',
    email: 'hanoi@tangram.example',
  },
  {
    id: 'shanghai',
    address: ['1000 Lujiazui Ring Road, Pudong', 'Shanghai 200120'],
    lat: 31.23,
    lon: 121.47,
    timeZone: 'Asia/Shanghai',
    phone: '+86 21 5550 1420',
    email: 'shanghai@tangram.example',
  },
]
