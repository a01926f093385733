// The edition a build makes, defined by the content plugin (scripts/content/content-plugin.ts).
interface ImportMetaEnv {
  readonly SITE_LOCALE?: string
  /** The edition's prefix, '' or '/nl'. */
  readonly EDITION_PREFIX: string
}
