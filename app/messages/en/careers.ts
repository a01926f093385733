// The careers pages' own words around the roles' content: a role's facts, the lists and filters,
// the role pages and the office and practice views (app/content/job-facts.ts, app/routes/careers/).

const roles = (count: number): string => (count === 1 ? 'role' : 'roles')

export const careersMessages = {
  /** The headings of a role's sections, on its page and in its JobPosting description. */
  sections: { work: 'The work', bring: 'What you bring', interview: 'How the interview goes' },
  employmentTypes: {
    'full-time': 'Full time',
    'part-time': 'Part time',
    contract: 'Contract',
    temporary: 'Temporary',
    internship: 'Internship',
  },
  seniority: { junior: 'Junior', 'mid-level': 'Mid-level', senior: 'Senior', lead: 'Lead', principal: 'Principal' },
  /** A country's name, as a heading or structured data writes it. */
  countries: { IN: 'India', GB: 'United Kingdom', NL: 'Netherlands' },
  /** The name inside a sentence: "from the United Kingdom". */
  countriesInSentence: { IN: 'India', GB: 'the United Kingdom', NL: 'the Netherlands' },
  workplace: {
    onSite: (city: string) => `On site in ${city}`,
    hybrid: (days: number, city: string) => `Hybrid, ${days} ${days === 1 ? 'day' : 'days'} a week in the ${city} office`,
    remote: (countries: string) => `Remote from ${countries}`,
  },
  /** The terms of a role's facts, under its title. */
  facts: {
    office: 'Office',
    workplace: 'Workplace',
    practice: 'Practice',
    employment: 'Employment',
    seniority: 'Seniority',
    salary: 'Salary',
    posted: 'Posted',
    applyBy: 'Apply by',
  },
  /** A remote role's place in its page title: "HPC Engineer, remote". */
  remote: 'remote',
  salaryPer: { year: 'a year', month: 'a month', hour: 'an hour' },
  seeRole: 'See the role',
  seeRoles: (count: number): string => (count === 1 ? 'See the role' : 'See the roles'),
  seeOpenRoles: 'See open roles',
  allOpenRoles: 'All open roles',
  applyForRole: 'Apply for this role',
  sendOpenApplication: 'Send an open application',
  openRoles: (count: number) => `${count} open ${roles(count)}`,
  filters: {
    label: 'Filter open roles',
    office: 'Office',
    practice: 'Practice',
    allOffices: 'All offices',
    allPractices: 'All practices',
    /** After a filter's count, for screen readers: "(3 roles)". */
    roles,
  },
  offices: {
    openRoles: (count: number, city: string) => `${count} open ${roles(count)} in ${city}`,
    none: (city: string) => `No open roles in ${city} right now`,
  },
  details: {
    label: 'About the role',
    aside: 'Office and application',
    interviewLink: (company: string) => `How every interview at ${company} runs`,
    office: (city: string) => `The ${city} office`,
    howToApply: 'How to apply',
    byEmail: (email: string) => `Email your CV to ${email} with a few lines about a system you built or ran.`,
    online: 'Apply on our applicant-tracking page with your CV and a few lines about a system you built or ran.',
    closesOn: { before: 'Applications close on', after: '.' },
  },
  /** The careers page (/careers). */
  page: {
    practice: (count: number, description: string) => `${count} open ${roles(count)}. ${description}`,
    howWeDeliver: (service: string) => `How we deliver ${service}`,
    howWeInterview: 'How we interview',
    about: (company: string) => `About ${company}`,
  },
  /** One office's or one practice's open roles (/careers/office/london). */
  view: {
    atOffice: (company: string, office: string) => `at ${company}'s ${office} office`,
    inPractice: (company: string, practice: string) => `in ${company}'s ${practice} practice`,
    description: (count: string, where: string, titles: string) =>
      `${count} ${where}: ${titles}. Each page gives the work, the terms and the practical interview.`,
    officeLead: (count: string, office: string, address: string, hours: string) =>
      `${count} with teams at our ${office} office, ${address}. ${hours}.`,
    practiceLead: (count: string, description: string) => `${count} in the practice that runs this service: ${description}`,
    howPracticeWorks: 'How the practice works',
    aboutCareers: (company: string) => `About careers at ${company}`,
  },
  /** A role's page (/careers/<slug>), open or closed. */
  role: {
    eyebrow: (practice: string) => `Careers · ${practice}`,
    cta: {
      title: 'Ready to apply?',
      lead: 'Send your CV and a few lines about a system you built or ran. An engineer from the team you would join reads every application.',
    },
    closed: {
      title: (page: string) => `${page}: closed`,
      description: (role: string, company: string, date: string, cities: string) =>
        `Applications for the ${role} role at ${company} closed on ${date}. See the roles open now in ${cities}.`,
      eyebrow: 'Careers · Role closed',
      heading: (role: string) => `This role has closed: ${role}`,
      lead: (role: string, city: string, date: string, hiring: boolean) =>
        `Applications for the ${role} role in ${city} closed on ${date}, and we no longer take them. ${
          hiring ? 'These are the roles open now.' : 'No other role is open right now; an open application reaches the same engineers.'
        }`,
      careersAt: (company: string) => `Careers at ${company}`,
    },
  },
  /** A filtered view's title (app/content/jobs.ts): its h1, browser tab and social card. */
  filterTitle: (name: string) => `Open roles in ${name}`,
  /** The subject of an application e-mail (app/content/job-apply.ts). */
  applicationSubject: (title: string, city: string) => `Application: ${title}, ${city}`,
  openApplicationSubject: 'Open application',
  /** The careers feed's title (app/lib/seo/careers-feed.ts). */
  feedTitle: (company: string) => `${company}: open roles`,
}
