import { CAREERS_PATH } from '~/content/careers-paths'
import { sectionMessages } from '~/messages/edition/sections'
import { storyMessages } from '~/messages/edition/stories'
import { SITE_LANGUAGE } from '~/content/locale'
import { CONTENT_UPDATED, socialImagePath } from '~/content/seo'
import type { FaqItem } from '~/content/service-types'
import { site } from '~/content/site'
import { storyPath } from '~/content/story-slugs'
import type { CaseStudy, Office, OfficeAddress, ServiceEntry } from '~/content/types'

import { absoluteUrl, canonicalUrl } from './meta'

// schema.org structured data, built from the content the page renders. Pure functions: each returns
// one JSON-LD block, which a route's `meta` passes to buildMeta({ jsonLd }) and React Router prints
// as <script type="application/ld+json">. The browser never executes these blocks, so they need no
// CSP hash (scripts/build-steps/csp-hashes.mjs skips them).

type JsonPrimitive = string | number | boolean | null
export type JsonValue = JsonPrimitive | JsonObject | readonly JsonValue[]
export type JsonObject = { [key: string]: JsonValue }

/** A top-level block: its own `@context`, so every script tag parses on its own. */
export type JsonLd = JsonObject & { '@context': 'https://schema.org'; '@type': string }

export type Crumb = { name: string; path: string }

const CONTEXT = 'https://schema.org'
/** Node ids let blocks on different pages refer to the same company and site. */
export const ORGANIZATION_ID = `${absoluteUrl('/')}#organization`
export const WEBSITE_ID = `${absoluteUrl('/')}#website`
export const LOGO_URL = absoluteUrl('/logo-mark.svg')

/** A reference to the company, for `provider`, `author` and `publisher`. */
function organizationRef(): JsonObject {
  return { '@type': 'Organization', '@id': ORGANIZATION_ID, name: site.name, url: canonicalUrl('/') }
}

/** What every full description of the company states: the home page's and the contact page's. */
function organizationCore(): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: site.name,
    legalName: site.legalName,
    url: canonicalUrl('/'),
    email: site.email,
    telephone: site.phone,
  }
}

/**
 * Where candidates go: the careers page and the applications address. schema.org has no property
 * for a careers page, so it is the company's recruiting contact point, on every description of it.
 */
function careersContactPoint(): JsonObject {
  return {
    '@type': 'ContactPoint',
    contactType: 'recruiting',
    url: canonicalUrl(CAREERS_PATH),
    email: site.careers.email,
    availableLanguage: 'en',
  }
}

/** The company: home page. */
export function organizationJsonLd(): JsonLd {
  return {
    ...organizationCore(),
    logo: LOGO_URL,
    description: site.description,
    foundingDate: String(site.foundedYear),
    sameAs: site.social.map((network) => network.href),
    contactPoint: [careersContactPoint()],
  }
}

/** The site itself: home page. */
export function websiteJsonLd(): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: site.name,
    url: canonicalUrl('/'),
    description: site.description,
    inLanguage: SITE_LANGUAGE,
    publisher: { '@id': ORGANIZATION_ID },
  }
}

/** One of the 15 services: its service page. */
export function serviceJsonLd(service: ServiceEntry): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: service.name,
    serviceType: service.name,
    description: service.seoDescription,
    url: canonicalUrl(service.path),
    image: canonicalUrl(socialImagePath(service.path)),
    provider: organizationRef(),
  }
}

/** The questions and answers a page shows in its FAQ section. */
export function faqPageJsonLd(items: readonly FaqItem[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answers.join('\n\n') },
    })),
  }
}

/** A success story: its detail page. */
export function articleJsonLd(story: CaseStudy): JsonLd {
  const path = storyPath(story.slug)
  const url = canonicalUrl(path)
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: story.title,
    description: story.seoDescription,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [canonicalUrl(socialImagePath(path))],
    articleSection: storyMessages.articleSection,
    about: story.industry,
    datePublished: story.published,
    // Stories keep no revision date of their own; CONTENT_UPDATED moves whenever the copy changes.
    dateModified: CONTENT_UPDATED,
    inLanguage: SITE_LANGUAGE,
    author: organizationRef(),
    publisher: { ...organizationRef(), logo: { '@type': 'ImageObject', url: LOGO_URL } },
  }
}

/** The trail from the home page to this one; the last crumb is the page itself. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path),
    })),
  }
}

/** Home > the page (> the sub-page): every page but the home page. */
export function breadcrumbsTo(...crumbs: readonly Crumb[]): JsonLd {
  return breadcrumbJsonLd([{ name: 'Home', path: '/' }, ...crumbs])
}

export function postalAddressJsonLd(address: OfficeAddress): JsonObject {
  const { postal } = address
  return {
    '@type': 'PostalAddress',
    name: address.label,
    streetAddress: postal.streetAddress,
    ...(postal.postOfficeBoxNumber ? { postOfficeBoxNumber: postal.postOfficeBoxNumber } : {}),
    addressLocality: postal.locality,
    ...(postal.region ? { addressRegion: postal.region } : {}),
    postalCode: postal.postalCode,
    addressCountry: postal.country,
  }
}

/** The company with every office address and each office's contact point: the contact page. */
export function officesJsonLd(offices: readonly Office[]): JsonLd {
  return {
    ...organizationCore(),
    address: offices.flatMap((office) => [office.address, ...office.otherAddresses].map(postalAddressJsonLd)),
    contactPoint: [
      ...offices.map((office) => ({
        '@type': 'ContactPoint',
        name: sectionMessages.officeContactName(office.country),
        contactType: 'sales',
        email: office.email,
        telephone: office.phone,
        areaServed: office.address.postal.country,
        availableLanguage: 'en',
      })),
      careersContactPoint(),
    ],
  }
}
