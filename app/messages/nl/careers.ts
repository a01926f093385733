import type { careersMessages as english } from '../en/careers'

const roles = (count: number) => (count === 1 ? 'vacature' : 'vacatures')

export const careersMessages: typeof english = {
  sections: { work: 'Het werk', bring: 'Wat je meebrengt', interview: 'Zo verloopt het sollicitatiegesprek' },
  employmentTypes: {
    'full-time': 'Fulltime',
    'part-time': 'Parttime',
    contract: 'Freelance',
    temporary: 'Tijdelijk',
    internship: 'Stage',
  },
  seniority: { junior: 'Junior', 'mid-level': 'Medior', senior: 'Senior', lead: 'Lead', principal: 'Principal' },
  countries: { IN: 'India', GB: 'Verenigd Koninkrijk', NL: 'Nederland' },
  countriesInSentence: { IN: 'India', GB: 'het Verenigd Koninkrijk', NL: 'Nederland' },
  workplace: {
    onSite: (city: string) => `Op kantoor in ${city}`,
    hybrid: (days: number, city: string) => `Hybride, ${days} ${days === 1 ? 'dag' : 'dagen'} per week op het kantoor in ${city}`,
    remote: (countries: string) => `Remote vanuit ${countries}`,
  },
  facts: {
    office: 'Kantoor',
    workplace: 'Werkplek',
    practice: 'Practice',
    employment: 'Dienstverband',
    seniority: 'Niveau',
    salary: 'Salaris',
    posted: 'Geplaatst',
    applyBy: 'Sluitingsdatum',
  },
  remote: 'remote',
  salaryPer: { year: 'per jaar', month: 'per maand', hour: 'per uur' },
  seeRole: 'Bekijk de vacature',
  seeRoles: (count: number) => (count === 1 ? 'Bekijk de vacature' : 'Bekijk de vacatures'),
  seeOpenRoles: 'Bekijk de vacatures',
  allOpenRoles: 'Alle vacatures',
  applyForRole: 'Solliciteer op deze vacature',
  sendOpenApplication: 'Stuur een open sollicitatie',
  openRoles: (count: number) => `${count} ${roles(count)}`,
  filters: {
    label: 'Vacatures filteren',
    office: 'Kantoor',
    practice: 'Practice',
    allOffices: 'Alle kantoren',
    allPractices: 'Alle practices',
    roles,
  },
  offices: {
    openRoles: (count: number, city: string) => `${count} ${roles(count)} in ${city}`,
    none: (city: string) => `Op dit moment geen vacatures in ${city}`,
  },
  details: {
    label: 'Over de rol',
    aside: 'Kantoor en sollicitatie',
    interviewLink: (company: string) => `Zo verloopt elk sollicitatiegesprek bij ${company}`,
    office: (city: string) => `Het kantoor in ${city}`,
    howToApply: 'Zo solliciteer je',
    byEmail: (email: string) => `Mail je cv naar ${email}, met een paar regels over een systeem dat je hebt gebouwd of beheerd.`,
    online: 'Solliciteer via onze sollicitatiepagina, met je cv en een paar regels over een systeem dat je hebt gebouwd of beheerd.',
    closesOn: { before: 'Solliciteren kan tot en met', after: '.' },
  },
  page: {
    practice: (count: number, description: string) => `${count} ${roles(count)}. ${description}`,
    howWeDeliver: (service: string) => `Zo leveren we ${service}`,
    howWeInterview: 'Zo verloopt het gesprek',
    about: (company: string) => `Over ${company}`,
  },
  view: {
    atOffice: (company: string, office: string) => `op het kantoor van ${company} in ${office}`,
    inPractice: (company: string, practice: string) => `in de practice ${practice} van ${company}`,
    description: (count: string, where: string, titles: string) =>
      `${count} ${where}: ${titles}. Op elke pagina staan het werk, de voorwaarden en het praktijkgesprek.`,
    officeLead: (count: string, office: string, address: string, hours: string) =>
      `${count} bij teams op ons kantoor in ${office}, ${address}. ${hours}.`,
    practiceLead: (count: string, description: string) => `${count} in de practice die deze dienst levert: ${description}`,
    howPracticeWorks: 'Zo werkt de practice',
    aboutCareers: (company: string) => `Over werken bij ${company}`,
  },
  role: {
    eyebrow: (practice: string) => `Werken bij · ${practice}`,
    cta: {
      title: 'Klaar om te solliciteren?',
      lead: 'Stuur je cv en een paar regels over een systeem dat je hebt gebouwd of beheerd. Een engineer uit het team waarin je zou komen, leest elke sollicitatie.',
    },
    closed: {
      title: (page: string) => `${page}: gesloten`,
      description: (role: string, company: string, date: string, cities: string) =>
        `Solliciteren op de vacature ${role} bij ${company} kon tot en met ${date}. Bekijk de vacatures die nu openstaan in ${cities}.`,
      eyebrow: 'Werken bij · Vacature gesloten',
      heading: (role: string) => `Deze vacature is gesloten: ${role}`,
      lead: (role: string, city: string, date: string, hiring: boolean) =>
        `Solliciteren op de vacature ${role} in ${city} kon tot en met ${date}; we nemen geen sollicitaties meer aan. ${
          hiring
            ? 'Dit zijn de vacatures die nu openstaan.'
            : 'Er staat nu geen andere vacature open; een open sollicitatie komt bij dezelfde engineers terecht.'
        }`,
      careersAt: (company: string) => `Werken bij ${company}`,
    },
  },
  filterTitle: (name: string) => `Vacatures in ${name}`,
  applicationSubject: (title: string, city: string) => `Sollicitatie: ${title}, ${city}`,
  openApplicationSubject: 'Open sollicitatie',
  feedTitle: (company: string) => `${company}: vacatures`,
}
