import type { MarkedToken, Tokens } from 'marked'
import { Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { cn } from '~/lib/ui/cn'
import { markdownTokens, proseLinkKind } from '~/lib/text/markdown'
import { sectionMessages } from '~/messages/edition/sections'

/**
 * Blocks of Markdown prose (a story's body) as the page shows them: paragraphs, bold, italic, links
 * and bulleted and numbered lists, the formats the editor offers (app/content/markdown-formats.ts).
 * Rendered at prerender only, from the lexer's tokens: Markdown the build would refuse (HTML, a
 * heading) is shown as written, as text, never as markup.
 */
export function MarkdownProse({ blocks, className }: { blocks: readonly string[]; className?: string }) {
  return (
    <div className={cn('grid gap-4 text-lg text-ink-700', className)}>
      {blocks.map((block, i) => (
        // Blocks are fixed at build time, so their place is a stable key (two may read alike).
        <Blocks key={i} tokens={markdownTokens(block)} />
      ))}
    </div>
  )
}

function Blocks({ tokens }: { tokens: readonly MarkedToken[] }) {
  return tokens.map((token, i) => {
    switch (token.type) {
      case 'space':
      case 'checkbox':
        return null
      case 'paragraph':
        return (
          <p key={i}>
            <Inline tokens={token.tokens as MarkedToken[]} />
          </p>
        )
      case 'text':
        // A tight list item's words.
        return token.tokens ? <Inline key={i} tokens={token.tokens as MarkedToken[]} /> : token.text
      case 'list':
        return <List key={i} list={token} />
      default:
        return <p key={i}>{token.raw.trim()}</p>
    }
  })
}

function List({ list }: { list: Tokens.List }) {
  const items = list.items.map((item, i) => (
    <li key={i} className="space-y-2 pl-1">
      <Blocks tokens={item.tokens as MarkedToken[]} />
    </li>
  ))
  // A loose list (blank lines between its items) keeps a little more air between them, as Markdown means.
  const className = cn('pl-6 marker:text-brand-600', list.loose ? 'space-y-3' : 'space-y-2')
  if (!list.ordered) return <ul className={cn(className, 'list-disc')}>{items}</ul>
  const start = Number(list.start || 1)
  return (
    <ol className={cn(className, 'list-decimal marker:font-semibold')} start={start === 1 ? undefined : start}>
      {items}
    </ol>
  )
}

function Inline({ tokens }: { tokens: readonly MarkedToken[] }) {
  return tokens.map((token, i) => {
    switch (token.type) {
      case 'text':
      case 'escape':
        return token.text
      case 'br':
        return <br key={i} />
      case 'strong':
        return (
          <strong key={i} className="font-semibold text-ink-900">
            <Inline tokens={token.tokens as MarkedToken[]} />
          </strong>
        )
      case 'em':
        return (
          <em key={i}>
            <Inline tokens={token.tokens as MarkedToken[]} />
          </em>
        )
      case 'link':
        return (
          <ProseLink key={i} href={token.href}>
            <Inline tokens={token.tokens as MarkedToken[]} />
          </ProseLink>
        )
      default:
        // HTML, code or an image: the build refuses them (markdownProblems); as text, never markup.
        return token.raw
    }
  })
}

const linkClass = 'font-medium text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700'

/** An in-site link navigates client-side like any other; another site's opens in a new tab, as the footer's do. */
function ProseLink({ href, children }: { href: string; children: React.ReactNode }) {
  switch (proseLinkKind(href)) {
    case 'page':
      return (
        <Link to={href} className={linkClass}>
          {children}
        </Link>
      )
    case 'external':
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {children}
          <Icon name="external-link" className="ml-1 inline size-4 align-text-bottom" />
          <span className="sr-only"> {sectionMessages.opensInNewTab}</span>
        </a>
      )
    case 'section':
    case 'email':
    case 'phone':
      return (
        <a href={href} className={linkClass}>
          {children}
        </a>
      )
    default:
      // A target no visitor can follow (javascript:): the build refuses it; the words stay.
      return children
  }
}
