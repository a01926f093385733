import { Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { LogoMark } from '~/components/ui/logo-mark'
import { Container } from '~/components/ui/container'
import { footerCompanyLinks, footerSolutionLinks, officeSummary, serviceMenu } from '~/content/navigation'
import type { MenuItem } from '~/content/types'
import { site } from '~/content/site'
import { footerMessages as messages } from '~/messages/edition/footer'

const footerLinkClass = 'text-sm text-ink-300 hover:text-white hover:underline underline-offset-4'

/**
 * The site's footer, the same on every page. The company, its offices and the legal line always
 * show; the link groups are native disclosures below 1024 px, so a phone's footer is one screen
 * tall and opens a group without script, and from 1024 px they stand open as columns (app.css,
 * `[data-footer-group]`).
 */
export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <footer className="bg-ink-950 text-ink-200">
      <Container className="py-10 lg:py-14">
        <div className="grid gap-8 md:grid-cols-2 md:gap-10 lg:grid-cols-[1.3fr_1fr_1fr_1fr]">
          <div>
            <Link to="/" className="inline-flex items-center gap-2 rounded-control text-white">
              <LogoMark id="footer-logo" className="size-8" />
              <span className="text-lg font-bold tracking-tight">{site.name}</span>
            </Link>
            <p className="mt-4 max-w-xs text-sm text-ink-300">{site.description}</p>
            <h2 className="mt-6 text-sm font-semibold text-white">{messages.offices}</h2>
            <ul className="mt-3 grid gap-2">
              {officeSummary.map((office) => (
                <li key={office.country} className="flex items-start gap-2 text-sm text-ink-300">
                  <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-brand-300" />
                  <span>
                    <span className="text-ink-100">{office.country}</span> · {office.city}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          {/* Below 1024 px one stack of disclosures, whose last rule on a phone is the legal line's
              top; from 1024 px its groups are the grid's columns. */}
          <div className="border-b border-white/10 lg:contents lg:border-0">
            <FooterGroup title={messages.services}>
              <LinkList items={serviceMenu} />
            </FooterGroup>
            <FooterGroup title={messages.solutions}>
              <LinkList items={footerSolutionLinks} />
            </FooterGroup>
            <div className="lg:grid lg:content-start lg:gap-8">
              <FooterGroup title={messages.company}>
                <LinkList items={footerCompanyLinks} />
              </FooterGroup>
              <FooterGroup title={messages.followUs}>
                <SocialLinks />
              </FooterGroup>
            </div>
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-4 border-t border-white/10 pt-6 text-sm text-ink-300 max-md:mt-0 max-md:border-t-0 sm:flex-row sm:items-center sm:justify-between lg:mt-12">
          <p>
            {/* The prerendered year can be older than the visitor's clock; site-layout updates it. */}©{' '}
            <span data-current-year="">{year}</span> {`${site.legalName.replace(/\.$/, '')}. ${messages.allRightsReserved}`}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to="/privacypolicy" className={footerLinkClass}>
                {messages.privacyPolicy}
              </Link>
            </li>
            <li>
              {/* Prerendered markup: the cookie banner (app/shell/consent/) listens for clicks on it. */}
              <button type="button" data-cookie-settings="" className={`${footerLinkClass} cursor-pointer`}>
                {messages.cookieSettings}
              </button>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={footerLinkClass}>
                {site.email}
              </a>
            </li>
          </ul>
        </div>
      </Container>
    </footer>
  )
}

/**
 * One group of links under one heading. The heading is the group's name for screen readers at every
 * width (visually hidden while the disclosure's summary shows the same words); the summary is the
 * control that opens it, and is hidden from 1024 px, where the group stands open (app.css).
 */
function FooterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div data-footer-group="" className="border-t border-white/10 lg:border-0">
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <details className="group">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-control text-sm font-semibold text-white [&::-webkit-details-marker]:hidden">
          {title}
          <Icon name="chevron-down" className="size-5 shrink-0 text-ink-300 transition-transform group-open:rotate-180" />
        </summary>
        <div className="pb-5 lg:pt-3 lg:pb-0">{children}</div>
      </details>
    </div>
  )
}

function LinkList({ items }: { items: readonly MenuItem[] }) {
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li key={item.path}>
          <Link to={item.path} className={footerLinkClass}>
            {item.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}

function SocialLinks() {
  return (
    <ul className="grid gap-2">
      {site.social.map((network) => (
        <li key={network.name}>
          <a
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`${footerLinkClass} inline-flex items-center gap-1.5`}
          >
            {network.name}
            <Icon name="external-link" className="size-3.5" />
            <span className="sr-only">{messages.opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
