import { Icon } from '~/components/ui/icon'
import { SEARCH_PATH } from '~/content/search-path'
import { headerMessages } from '~/messages/edition/header'

type SearchLinkProps = { className?: string; labelClassName?: string; label?: string }

/**
 * The search button: a link to the site map, which is what a visitor without script gets; with
 * script it opens the search dialog instead (app/shell/search/install-search.ts). A plain <a>, not
 * React Router's Link, so a click reaches the dialog rather than a client-side navigation.
 */
export function SearchLink({ className, labelClassName, label = headerMessages.search }: SearchLinkProps) {
  return (
    <a href={SEARCH_PATH} data-search-open="" className={className}>
      <Icon name="search" className="size-5 shrink-0" />
      <span className={labelClassName}>{label}</span>
    </a>
  )
}
