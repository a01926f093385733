export type Edition = { locale: string; language: string; name: string; prefix: string }
export declare const EDITIONS: readonly Edition[]
export declare const DEFAULT_LOCALE: string
