import { Icon } from '~/components/ui/icon'
import { cn } from '~/lib/ui/cn'

const SIZES = {
  // Inside a card, beside other cards: the smaller mark and a smaller line.
  compact: { list: 'mt-4', item: 'gap-2.5 text-ink-700', mark: 'size-4' },
  // Under a feature's paragraph, where the list carries the detail.
  roomy: { list: 'mt-5', item: 'gap-3 text-ink-800', mark: 'size-5' },
} as const

/**
 * A list whose items each follow a check mark in the accent color: what a group holds, what a
 * capability covers. One component so every such list on the site keeps the same mark and rhythm.
 */
export function CheckList({ items, size = 'compact' }: { items: readonly string[]; size?: keyof typeof SIZES }) {
  const classes = SIZES[size]
  return (
    <ul className={cn('grid gap-2.5', classes.list)}>
      {items.map((item) => (
        <li key={item} className={cn('flex text-[0.9375rem]', classes.item)}>
          <Icon name="check" className={cn('mt-0.5 shrink-0 text-accent-600', classes.mark)} />
          {item}
        </li>
      ))}
    </ul>
  )
}
