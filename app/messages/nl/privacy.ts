import type { privacyMessages as english } from '../en/privacy'

export const privacyMessages: typeof english = {
  noAnalytics:
    'Deze website gebruikt geen analysedienst. Wat je ook kiest in de cookiemelding: we tellen je bezoeken niet, houden niet bij welke pagina’s je leest en laden geen meetscript. Het enige cookie dat de site plaatst is CookieConsent.',
  measuredWith: (name: string) =>
    `Kies je Accepteren in de cookiemelding, dan meten we met ${name} hoe deze website wordt gebruikt. Daarvan wordt niets geladen voordat je akkoord geeft, en nooit als je weigert.`,
  recorded: (collects: string) =>
    `Wat wordt vastgelegd: per bekeken pagina ${collects}; en of je het afspraakvenster opent, een afspraak maakt, een brochure downloadt, ons e-mailadres of telefoonnummer gebruikt of een link naar onze blog volgt.`,
  storage: (storage: string) => `Cookies en je IP-adres: ${storage}`,
  purpose:
    'Doel en grondslag: leren welke pagina’s en links bezoekers verder helpen, op basis van je toestemming. We gebruiken de gegevens niet voor advertenties, maken geen profielen van individuele bezoekers en combineren ze niet met andere gegevens.',
  retention: (months: number) =>
    `Bewaartermijn: ruwe bezoekgegevens worden na ${months} ${months === 1 ? 'maand' : 'maanden'} verwijderd; daarna blijven alleen totalen over die niet naar een bezoeker te herleiden zijn.`,
  processor: (operator: string) => `Wie het verwerkt: ${operator}, als onze verwerker onder een verwerkersovereenkomst.`,
  selfHosted: 'Wie het verwerkt: het draait op een server die wij beheren, en niemand anders krijgt de gegevens.',
  withdraw: (deletesCookies: boolean) =>
    `Toestemming intrekken: kies "Cookie-instellingen" onderaan een willekeurige pagina en dan Weigeren. Het meten stopt direct, op de pagina waar je bent${deletesCookies ? ', en de cookies ervan worden uit je browser verwijderd' : ''}.`,
}
