import { cn } from '~/lib/ui/cn'

export function Container({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-content px-5 sm:px-8', className)} {...props} />
}
