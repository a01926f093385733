import { type TechnologyLogo as LogoSlug, technologyLogoPath } from '~/content/technology-logos'

/**
 * A technology's brand mark, a small SVG file written at build time. Decorative (the technology's
 * name is always printed beside it) and lazy, as logos sit below the fold.
 */
export function TechnologyLogo({ slug, className }: { slug: LogoSlug; className?: string }) {
  return <img src={technologyLogoPath(slug)} alt="" width={28} height={28} loading="lazy" decoding="async" className={className} />
}
