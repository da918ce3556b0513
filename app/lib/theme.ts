export type Theme = 'light' | 'dark' | 'system'
export const themes: readonly Theme[] = ['light', 'dark', 'system']
export const isTheme = (value: unknown): value is Theme => themes.includes(value as Theme)
