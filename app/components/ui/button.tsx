import { cva, type VariantProps } from 'class-variance-authority'
import { Link, type LinkProps } from 'react-router'

import { cn } from '~/lib/ui/cn'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-control text-center font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:pointer-events-none disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
        secondary: 'border border-ink-200 bg-white text-ink-900 hover:border-ink-300 hover:bg-ink-50 active:bg-ink-100',
        ghost: 'text-ink-800 hover:bg-ink-100 active:bg-ink-200',
        inverse: 'bg-white text-ink-900 hover:bg-brand-50 active:bg-brand-100',
        outlineInverse: 'border border-white/40 text-white hover:border-white hover:bg-white/10 active:bg-white/20',
      },
      size: {
        sm: 'min-h-9 px-3.5 py-1.5 text-sm',
        md: 'min-h-11 px-5 py-2 text-[0.9375rem]',
        lg: 'min-h-12 px-6 py-2.5 text-base',
        /** Square, for icon-only controls that carry an aria-label. */
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

type ButtonVariants = VariantProps<typeof buttonVariants>

export function Button({ className, variant, size, type = 'button', ...props }: React.ComponentProps<'button'> & ButtonVariants) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
}

export function ButtonLink({ className, variant, size, ...props }: LinkProps & ButtonVariants) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />
}
