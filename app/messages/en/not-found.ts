// The not-found page's own words beside the specification's (those are content): its title, the
// search box and the most visited pages under the message (app/components/sections/not-found-help.tsx).
export const notFoundMessages = {
  title: 'Page not found',
  search: {
    title: 'Search the site',
    placeholder: 'Services, stories, pages and roles',
    submit: 'Search',
  },
  mostVisited: {
    title: 'Most visited',
    services: { label: 'Our services', note: 'All 15, from cloud and DevSecOps to machine learning' },
    stories: { note: 'Client results, by industry and region' },
    realm: { label: 'Realm', note: 'Our AI platform' },
    careers: { label: 'Careers', note: 'Open roles and how we hire' },
    contact: { label: 'Contact us', note: 'Offices, email and phone' },
    siteMap: { label: 'Site map', note: 'Every page of the site' },
  },
}
