// The menus and footer links, in one file: content/<locale>/navigation.yaml. The services menu
// follows the services' order and the footer's offices follow the offices; the blog link's
// address is the blog in settings.yaml.
import { z } from 'zod'

import { sitePath, text } from './fields'

const menuItem = z.object({ name: text, path: sitePath }).strict()

export const navigationSchema = z
  .object({
    /** The header's Products dropdown. */
    productMenu: z.array(menuItem).min(1),
    /** The links after the two dropdowns, in the spec's order: Home, Blog (external), then the rest. */
    primaryLinks: z.object({ home: menuItem, blog: z.object({ name: text }).strict(), rest: z.array(menuItem) }).strict(),
    footerCompanyLinks: z.array(menuItem).min(1),
    footerSolutionLinks: z.array(menuItem).min(1),
  })
  .strict()

export type NavigationFile = z.infer<typeof navigationSchema>
