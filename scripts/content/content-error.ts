// Content mistakes reported the way an editor can act on them: the file, the field and the problem,
// e.g. `content/en/services/machine-learning.yaml: faqs[3].answers: required`.
import type { z } from 'zod'

export class ContentError extends Error {
  /** One problem per entry; a YAML syntax problem is its line followed by an excerpt of the file. */
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'))
    this.name = 'ContentError'
  }

  /**
   * What Node prints for the error, as React Router's command line does with what `react-router
   * build` or `dev` throws: the problems alone, without a stack trace (it would point into the
   * build's code, not the content) and without a second copy of them (the `problems` field).
   */
  [Symbol.for('nodejs.util.inspect.custom')]() {
    return this.message
  }
}

/** `faqs[3].answers[0]` for the path ['faqs', 3, 'answers', 0]. */
export function fieldPath(path: readonly PropertyKey[]) {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('')
}

/** One line per problem zod found in a file, the most specific message for each field. */
export function describeIssues(file: string, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const where = issue.path.length ? `${fieldPath(issue.path)}: ` : ''
    return `${file}: ${where}${messageOf(issue)}`
  })
}

function messageOf(issue: z.core.$ZodIssue): string {
  // A missing field arrives as "expected string, received undefined": say what an editor would.
  if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined) return 'required'
  if (issue.code === 'unrecognized_keys') return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`
  if (issue.code === 'invalid_union') {
    // Report the alternative that came closest, rather than "invalid input".
    const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0]
    if (closest?.[0]) return `${closest[0].path.length ? `${fieldPath(closest[0].path)}: ` : ''}${messageOf(closest[0])}`
  }
  return issue.message
}
