import type { Edition } from './edition-list.mjs'
export type { Edition } from './edition-list.mjs'
export { DEFAULT_LOCALE, EDITIONS } from './edition-list.mjs'
export declare const LOCALES: readonly string[]
export declare function editionOf(locale: string): Edition
export declare function localeFromEnvironment(environment?: Record<string, string | undefined>): string
export declare function pagePathIn(locale: string, path: string): string
export declare function localeOfPath(path: string): { locale: string; path: string }
