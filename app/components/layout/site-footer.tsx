import { Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { LogoMark } from '~/components/ui/logo-mark'
import { Container } from '~/components/ui/container'
import { footerCompanyLinks, footerSolutionLinks, officeSummary, serviceMenu } from '~/content/navigation'
import type { MenuItem } from '~/content/types'
import { site } from '~/content/site'

const footerLinkClass = 'text-sm text-ink-300 hover:text-white hover:underline underline-offset-4'

export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <footer className="bg-ink-950 text-ink-200">
      <Container className="py-14">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr]">
          <div>
            <Link to="/" className="inline-flex items-center gap-2 rounded-control text-white">
              <LogoMark id="footer-logo" className="size-8" />
              <span className="text-lg font-bold tracking-tight">{site.name}</span>
            </Link>
            <p className="mt-4 max-w-xs text-sm text-ink-300">{site.description}</p>
            <h2 className="mt-6 text-sm font-semibold text-white">Offices</h2>
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
          <FooterColumn title="Services" items={serviceMenu} />
          <FooterColumn title="Solutions" items={footerSolutionLinks} />
          <div>
            <FooterColumn title="Company" items={footerCompanyLinks} />
            <h2 className="mt-8 text-sm font-semibold text-white">Follow us</h2>
            <ul className="mt-3 grid gap-2">
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
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-6 text-sm text-ink-300 sm:flex-row sm:items-center sm:justify-between">
          <p>
            {/* The prerendered year can be older than the visitor's clock; site-layout updates it. */}©{' '}
            <span data-current-year="">{year}</span> {site.legalName.replace(/\.$/, '')}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to="/privacypolicy" className={footerLinkClass}>
                Privacy policy
              </Link>
            </li>
            <li>
              {/* Prerendered markup: the cookie banner (app/shell/consent/) listens for clicks on it. */}
              <button type="button" data-cookie-settings="" className={`${footerLinkClass} cursor-pointer`}>
                Cookie settings
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

function FooterColumn({ title, items }: { title: string; items: readonly MenuItem[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 grid gap-2">
        {items.map((item) => (
          <li key={item.path}>
            <Link to={item.path} className={footerLinkClass}>
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
