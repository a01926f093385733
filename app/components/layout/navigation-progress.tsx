import { useNavigation } from 'react-router'

import { LoadingSpinner } from '~/components/ui/loading-spinner'

/** Shown while the next page's code and data load during client navigation. */
export function NavigationProgress() {
  const navigation = useNavigation()
  if (navigation.state !== 'loading') return null
  return (
    <div className="pointer-events-none fixed inset-x-0 top-[calc(var(--spacing-nav)+1rem)] z-50 flex justify-center">
      <LoadingSpinner />
    </div>
  )
}
