/** The three displays every dashboard is walked in: light, dark, and Arabic (right to left). */
export const DISPLAYS = [
  { name: 'light', cookies: { themeMode: 'light', themeDirection: 'ltr' }, language: 'en' },
  { name: 'dark', cookies: { themeMode: 'dark', themeDirection: 'ltr' }, language: 'en' },
  { name: 'Arabic', cookies: { themeMode: 'light', themeDirection: 'rtl' }, language: 'ar' },
] as const
