/**
 * The brand mark (public/logo-mark.svg, which the social cards, brochures and search engines use),
 * drawn inline: an <img> of an SVG file makes the browser build a document for it on the main
 * thread, on every page, for a 32 px picture. `id` keeps its gradient's id unique in the page.
 */
export function LogoMark({ id, className }: { id: string; className?: string }) {
  const gradient = `${id}-gradient`
  return (
    <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32" fill="none" className={className}>
      <defs>
        <linearGradient id={gradient} x1="6" y1="6" x2="26" y2="16" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#5b84f7" />
          <stop offset="1" stopColor="#0ea5a0" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="#0b1b33" />
      <path d="M16 6l10 5-10 5-10-5z" fill={`url(#${gradient})`} />
      <path d="M6 16l10 5 10-5" stroke="#5b84f7" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M6 21l10 5 10-5" stroke="#3563ea" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
