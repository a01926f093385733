/**
 * The dev server's message to open pages that saved content changed only markup the page renders
 * at prerender (scripts/content/content-plugin.ts sends it, content-refresh.ts acts on it).
 */
export const CONTENT_CHANGED_EVENT = 'stratora:content-changed'
