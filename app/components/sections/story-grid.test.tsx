import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'

import { imageSizeOf } from '~/content/image-sizes'
import { stories as allStories, toSummary } from '~/content/stories'

import { StoryGrid } from './story-grid'

function render(count: number) {
  const stories = allStories.slice(0, count).map(toSummary)
  const router = createMemoryRouter([{ path: '/', element: <StoryGrid stories={stories} rowLabelledBy="proof-title" /> }])
  return renderToStaticMarkup(<RouterProvider router={router} />)
}

describe('story grid', () => {
  it('shows a single story as one wide card, not a sideways row of one', () => {
    const html = render(1)
    expect(html).not.toContain('snap-row')
    expect(html).toContain('md:flex-row')
  })

  it('lays several stories out as a row on phones and a balanced grid on wide screens', () => {
    const two = render(2)
    expect(two).toContain('snap-row')
    expect(two).toContain('lg:grid-cols-2')
    expect(two).not.toContain('md:flex-row')
    expect(render(5)).toContain('lg:[&amp;&gt;:nth-child(3n+1):nth-last-child(2)]:col-start-2')
  })

  it('gives each story picture the width and height of its file', () => {
    const html = render(allStories.length)
    for (const story of allStories) {
      const { width, height } = imageSizeOf(story.image)
      expect(html).toContain(`src="${story.image}" alt="" width="${width}" height="${height}"`)
    }
  })
})
