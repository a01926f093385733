import { cn } from '~/lib/ui/cn'
import type { ImageFile } from '~/content/types'

/**
 * A person's uploaded photo as a round thumbnail, sized from its file so the layout does not shift.
 * Decorative (`alt=""`): the person's name is always written next to it.
 */
export function PersonPhoto({ photo, className }: { photo: ImageFile | undefined; className: string }) {
  if (!photo) return null
  return (
    <img
      src={photo.src}
      alt=""
      width={photo.width}
      height={photo.height}
      loading="lazy"
      className={cn('shrink-0 rounded-full bg-ink-50 object-cover', className)}
    />
  )
}
