import { useEffect } from 'react'

/**
 * Listens for clicks anywhere in the document. Prerendered markup (StaticHtml) has no React
 * handlers, so controls inside it are reached by delegation. Pass a stable function.
 */
export function useDocumentClick(onClick: (event: MouseEvent) => void) {
  useEffect(() => {
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [onClick])
}
