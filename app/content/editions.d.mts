export type Edition = { locale: string; language: string; name: string; prefix: string }
export declare const EDITIONS: readonly Edition[]
export declare const DEFAULT_LOCALE: string
export declare const LOCALES: readonly string[]
export declare function editionOf(locale: string): Edition
export declare function localeFromEnvironment(environment?: Record<string, string | undefined>): string
export declare function pagePathIn(locale: string, path: string): string
export declare function localeOfPath(path: string): { locale: string; path: string }
