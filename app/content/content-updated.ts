import settings from '../generated/content/settings.json' with { type: 'json' }

/**
 * When the site's content last changed: the sitemap's `lastmod` and the stories' `dateModified`.
 * A fixed date, not the build clock, so two builds of the same content are byte-identical.
 * Editors move it forward (`contentUpdated` in content/en/settings.yaml) when they publish a change;
 * a story or page dated later moves it by itself (scripts/content/field-checks.ts).
 * A module of its own: seo.ts also serves the browser's code, which must not carry the settings file.
 */
export const CONTENT_UPDATED = settings.contentUpdated as `${number}-${number}-${number}`
