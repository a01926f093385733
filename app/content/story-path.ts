// Where a success story lives. Dependency-free: the content generator (scripts/content/) checks
// links with it before any generated data exists.
export function storyPath(slug: string) {
  return `/success-stories/${slug}` as const
}
