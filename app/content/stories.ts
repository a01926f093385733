import type { StorySlug } from './story-slugs'
import type { StorySummary } from './types'

// The eight success-story summaries, in the order of `storySlugs`. Each story carries exactly one of
// the spec's case-study figures, in `result`. Clients are described by industry and region only.
export const stories = [
  {
    slug: 'optimizing-datalab-hpc-for-enhanced-performance-and-user-experience',
    title: 'Optimizing DataLab HPC for Enhanced Performance and User Experience',
    desc: 'A pharmaceutical research group’s shared HPC cluster had long queues, idle GPUs and a login process researchers avoided. We retuned Slurm scheduling, moved hot data to faster storage tiers and added browser-based access through JupyterHub.',
    industry: 'Pharmaceutical research',
    region: 'Western Europe',
    result: '30% performance gain on research workloads',
    image: '/images/stories/optimizing-datalab-hpc-for-enhanced-performance-and-user-experience.svg',
  },
  {
    slug: 'enhancing-project-document-access-and-querying-with-advanced-tool',
    title: 'Enhancing Project Document Access and Querying with an Advanced Tool',
    desc: 'Project engineers spent hours digging through drawings, specifications and contracts spread across file shares. We built a retrieval-augmented search tool that answers questions in plain language and cites the exact document and page behind every answer.',
    industry: 'Engineering and construction',
    region: 'United Kingdom',
    result: '28 man-hours per week saved on document searches',
    image: '/images/stories/enhancing-project-document-access-and-querying-with-advanced-tool.svg',
  },
  {
    slug: 'determine-report-product-superiority-own-competitor-products',
    title: 'Determine and Report Product Superiority Across Own and Competitor Products',
    desc: 'A product team compared its ranges with competitors by hand, using spreadsheets of specifications and reviews. We delivered a web application that collects product data, scores each attribute side by side and produces reports ready for sales and product managers.',
    industry: 'Consumer goods manufacturing',
    region: 'Central Europe',
    result: 'MVP in 5 weeks, from first workshop to live reports',
    image: '/images/stories/determine-report-product-superiority-own-competitor-products.svg',
  },
  {
    slug: 'al-data-analytics-platform-to-empower-the-business',
    title: 'AI Data Analytics Platform to Empower the Business',
    desc: 'Sales, inventory and customer data sat in separate systems, and demand models ran on a single overloaded server. We consolidated the data into a cloud lakehouse, rebuilt the machine learning pipelines on distributed compute and gave business teams self-service dashboards.',
    industry: 'Retail and e-commerce',
    region: 'India',
    result: 'ML run time from 3h to 1.5h',
    image: '/images/stories/al-data-analytics-platform-to-empower-the-business.svg',
  },
  {
    slug: 'process-improvement-legacy-system-migration-to-cloud-with-enhanced-features',
    title: 'Process Improvement: Legacy System Migration to Cloud with Enhanced Features',
    desc: 'A freight operator ran shipment tracking on an aging on-premises application with manual handoffs between depots. We migrated it to a containerized cloud platform, automated the status updates between teams and added role-based dashboards that replaced daily email reports.',
    industry: 'Logistics and freight',
    region: 'Benelux',
    result: '30K euros annual saving after the move to cloud',
    image: '/images/stories/process-improvement-legacy-system-migration-to-cloud-with-enhanced-features.svg',
  },
  {
    slug: 'cloud-migration-legacy-system-migration-to-azure-cloud-with-enhancements',
    title: 'Cloud Migration: Legacy System Migration to Azure Cloud with Enhancements',
    desc: 'A financial services firm kept a legacy reporting system alive on oversized virtual machines. We moved it to Azure App Service and Azure SQL, replaced batch jobs with Azure Functions and set up autoscaling, monitoring and infrastructure as code.',
    industry: 'Financial services',
    region: 'North America',
    result: 'Azure run cost from $30K to $10K per year',
    image: '/images/stories/cloud-migration-legacy-system-migration-to-azure-cloud-with-enhancements.svg',
  },
  {
    slug: 'order-management-system-to-improve-operational-efficiency',
    title: 'Order Management System to Improve Operational Efficiency',
    desc: 'Orders arrived by email, phone and a web shop, and staff re-keyed each one into the warehouse system. We built a single order management system that captures every channel, validates stock in real time and sends confirmed orders straight to fulfillment.',
    industry: 'Industrial distribution',
    region: 'Southern Europe',
    result: '25% efficiency gain in order processing',
    image: '/images/stories/order-management-system-to-improve-operational-efficiency.svg',
  },
  {
    slug: 'too-many-scientists-and-too-less-it-made-a-system-that-no-one-understands',
    title: 'Too Many Scientists and Too Little IT Made a System No One Understands',
    desc: 'Years of scripts, servers and databases added by individual researchers had left a biotech lab with infrastructure nobody could fully explain. We mapped every component, retired duplicates, documented what remained and put the platform under managed operations.',
    industry: 'Biotechnology research',
    region: 'Nordics',
    result: '50K euros saved by consolidating research IT',
    image: '/images/stories/too-many-scientists-and-too-less-it-made-a-system-that-no-one-understands.svg',
  },
] as const satisfies readonly (StorySummary & { slug: StorySlug })[]

export function getStory(slug: string) {
  return stories.find((story) => story.slug === slug)
}

/** The three stories shown on the home page, by slug. */
export const featuredStorySlugs = [
  'optimizing-datalab-hpc-for-enhanced-performance-and-user-experience',
  'al-data-analytics-platform-to-empower-the-business',
  'cloud-migration-legacy-system-migration-to-azure-cloud-with-enhancements',
] as const satisfies readonly StorySlug[]

export const featuredStories = featuredStorySlugs.map((slug) => {
  const story = getStory(slug)
  if (!story) throw new Error(`Unknown featured story: ${slug}`)
  return story
})
