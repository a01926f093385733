// cspell:ignore InnoCraft
import type { privacyMessages as english } from '../en/privacy'

const PAGE_FACTS = 'het adres van de pagina, de pagina die ernaar linkte, je browser, besturingssysteem en soort apparaat'

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
  providers: {
    plausible: {
      operator: 'Plausible Insights OÜ in Estland, dat de gegevens in de Europese Unie opslaat',
      collects: `${PAGE_FACTS}, en je land`,
      storage:
        'Het plaatst geen cookies en slaat niets op in je browser. Je IP-adres wordt alleen gebruikt om unieke bezoekers per dag te tellen en wordt nooit opgeslagen.',
    },
    umami: {
      operator: 'Umami Software, Inc. in de Verenigde Staten',
      collects: `${PAGE_FACTS}, je schermgrootte, taal en land`,
      storage:
        'Het plaatst geen cookies en slaat niets op in je browser. Je IP-adres wordt alleen gebruikt om bezoeken van elkaar te onderscheiden en wordt nooit opgeslagen.',
    },
    matomo: {
      operator: 'InnoCraft Ltd, dat Matomo Cloud beheert',
      collects: `${PAGE_FACTS}, je schermresolutie en taal`,
      storage:
        'Het bewaart een willekeurige bezoekers-ID in first-party cookies waarvan de naam met _pk_ begint, zodat herhaalde bezoeken één keer tellen. De laatste twee bytes van je IP-adres worden gemaskeerd voordat er iets wordt opgeslagen.',
    },
    ga4: {
      operator: 'Google Ireland Limited, met Google LLC in de Verenigde Staten als verwerker',
      collects: `${PAGE_FACTS}, je schermgrootte, taal en globale locatie`,
      storage:
        'Het bewaart een willekeurige client-ID in first-party cookies met de naam _ga en _ga_ gevolgd door onze stream-ID, zodat herhaalde bezoeken één keer tellen. Google logt en bewaart in Google Analytics 4 geen IP-adressen; advertentiefuncties en Google-signalen staan uit, en de gegevens worden niet gedeeld met andere Google-producten.',
    },
  },
}
