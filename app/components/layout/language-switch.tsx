import { useLocation, useMatches } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { languageSwitches } from '~/content/edition-pages'
import { SITE_LOCALE } from '~/content/locale'
import { cn } from '~/lib/ui/cn'

// Links to this page in the site's other editions (app/content/editions.mjs): plain links, so they
// work without script and load the other edition's own build. Each says its language (hreflang,
// and lang on its text, so a screen reader reads "Nederlands" in Dutch). On a page the other edition
// does not publish (untranslated, or the not-found page) it leads to that edition's home.

/** The not-found routes (app/routes.ts): an unknown address has no counterpart in another edition. */
const NOT_FOUND_ROUTES = new Set(['catch-all', 'pagenotfound'])

function useSwitches() {
  const { pathname } = useLocation()
  const notFound = useMatches().some((match) => NOT_FOUND_ROUTES.has(match.id))
  return languageSwitches(SITE_LOCALE, notFound ? undefined : pathname.replace(/(.)\/$/, '$1'))
}

/** The header's switch: the other language's code ("NL"), its name for assistive technology. */
export function LanguageSwitch({ className }: { className?: string }) {
  return (
    <>
      {useSwitches().map(({ locale, language, name, href }) => (
        <a key={locale} href={href} hrefLang={language} className={className} data-language-switch="header">
          <span aria-hidden="true">{locale.toUpperCase()}</span>
          <span lang={language} className="sr-only">
            {name}
          </span>
        </a>
      ))}
    </>
  )
}

/** The mobile menu's switch: a globe and the language's name. */
export function LanguageSwitchItem({ className }: { className?: string }) {
  return (
    <>
      {useSwitches().map(({ locale, language, name, href }) => (
        <a
          key={locale}
          href={href}
          hrefLang={language}
          lang={language}
          className={cn('flex items-center gap-3', className)}
          data-language-switch="menu"
        >
          <Icon name="globe" className="size-5 text-ink-500" />
          {name}
        </a>
      ))}
    </>
  )
}
