// What a company page's hero may draw instead of an illustration (app/components/sections/company-hero/).
// Content names a visual; the drawing comes from the page's own data (its timeline block, the
// offices, the company figures), so nothing in the picture is typed twice.
import { z } from 'zod'

export const COMPANY_VISUALS = ['timeline', 'offices-map', 'figures'] as const

export type CompanyVisual = (typeof COMPANY_VISUALS)[number]

export const companyVisual = z.enum(COMPANY_VISUALS, {
  error: (issue) => `unknown visual "${String(issue.input)}": use one of ${COMPANY_VISUALS.join(', ')}`,
})
