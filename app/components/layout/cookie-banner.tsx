import { Button } from '~/components/ui/button'
import { cookieBannerMessages as messages } from '~/messages/edition/cookie-banner'

/** What Accept means, in plain words: measurement with the configured provider, or nothing more. */
const MEANING = __ANALYTICS__ ? messages.measured(__ANALYTICS__.providerName) : messages.notMeasured

/**
 * The cookie banner, rendered at prerender only (a StaticHtml region of the site layout) and kept
 * in a `<template>`: the browser parses it but never shows it, so a visitor without script, or one
 * who has answered, never sees it, and a crawler does not read it as page copy.
 * app/shell/consent/cookie-banner.ts puts a copy in the page when there is no answer yet (or on
 * "Cookie settings") and handles the buttons (`data-consent-choice`).
 *
 * Fixed to the bottom edge, so it overlays the page without moving it. It comes early in the DOM
 * (after the skip link and header) so keyboard users reach it without tabbing through the page.
 */
export function CookieBanner() {
  return (
    <template data-cookie-banner-template="">
      <section
        aria-label={messages.label}
        data-cookie-banner=""
        className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-card border border-ink-100 bg-white p-4 shadow-raised sm:inset-x-6 sm:flex sm:items-center sm:gap-6 sm:p-5"
      >
        <div className="text-[0.9375rem] text-ink-800">
          <p>{messages.notice}</p>
          <p className="mt-1 text-sm text-ink-600">
            {MEANING}{' '}
            <a href="/privacypolicy#analytics" className="font-medium text-brand-700 underline underline-offset-2">
              {messages.privacyPolicy}
            </a>
          </p>
        </div>
        <div className="mt-3 flex shrink-0 gap-2 sm:mt-0">
          <Button variant="secondary" size="sm" data-consent-choice="false">
            {messages.decline}
          </Button>
          <Button size="sm" data-consent-choice="true">
            {messages.accept}
          </Button>
        </div>
      </section>
    </template>
  )
}
