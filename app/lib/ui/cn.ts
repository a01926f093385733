import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Components never pass two utilities for the same property (variants cover
 * the differences), so no merging library is needed in the browser bundle.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
