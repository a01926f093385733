import type { InfoPageContent } from '../page-types'

// cspell:words Autoriteit Persoonsgegevens DPDP IDTA

export const privacyPolicyPage = {
  path: '/privacypolicy',
  title: 'Privacy Policy',
  seoDescription:
    'How Stratora handles your data on this website: a cookie-consent cookie, server logs, the external booking service when you open it, and emails you send us.',
  hero: {
    image: '/images/pages/privacy-policy.svg',
    eyebrow: 'Legal information',
    heading: 'Privacy policy',
    promise: 'What this website collects, why, for how long, who else handles it and how to use your rights.',
    lead: [
      'This policy explains what personal data Stratora Technologies Pvt. Ltd. handles when you visit this website or contact us. The site has no user accounts, no forms, no analytics and no advertising trackers, so the list is short: one cookie that remembers your cookie choice, standard server logs, the external booking service if you open it, and any email you send us.',
    ],
    secondaryCta: { label: 'Read the policy', href: '#policy' },
  },
  blocks: [
    {
      kind: 'document',
      id: 'policy',
      intro: {
        eyebrow: 'Privacy policy',
        title: 'How we handle personal data',
        lead: 'Each section covers one topic. If anything is unclear, write to privacy@stratora.example and we will explain it.',
      },
      updated: '2026-11-01',
      sections: [
        {
          id: 'who-we-are',
          heading: 'Who we are',
          paragraphs: [
            'This website is operated by Stratora Technologies Pvt. Ltd. ("Stratora", "we", "us"), a company registered in India with offices in Noida, London and Amsterdam. Our registered office and other addresses are listed on our contact page.',
            "For the personal data described in this policy, Stratora Technologies Pvt. Ltd. is the controller under the UK General Data Protection Regulation (UK GDPR) and the EU General Data Protection Regulation (EU GDPR), and the data fiduciary under India's Digital Personal Data Protection Act 2023 (DPDP Act). You can contact us about anything in this policy at privacy@stratora.example.",
            'This policy covers this website and the messages you send us through it. It does not cover systems we build or operate for our clients; there, the client decides how personal data is used, and we act on its instructions under a separate agreement.',
          ],
        },
        {
          id: 'what-we-collect',
          heading: 'What we collect and why',
          paragraphs: [
            'We collect the following personal data, and only for the purposes stated next to each item.',
          ],
          items: [
            'The consent cookie. When you answer the cookie banner, your browser stores a cookie named CookieConsent with the value true if you accept or false if you decline. It expires after 365 days, is sent only to this website, uses the SameSite=Lax setting and is marked Secure when the page is served over HTTPS. It contains no identifier and tells us nothing about who you are; its only purpose is to remember your answer so the banner does not appear on every page.',
            "Server logs. When your browser requests a page or file, our web server records your IP address, the requested URL, your browser's user agent string and the date and time of the request. We use these logs only to keep the site secure and available: to detect and block abuse, investigate errors and diagnose outages.",
            'The external booking service. When you select "Let\'s Talk", the booking page of our external scheduling service opens on top of this site. That page is loaded from the scheduling service only after you click, so the service receives nothing from you while you simply browse our pages. The booking page is provided by that service, and its own privacy policy applies to the page and to any cookies it sets. The details you enter there, such as your name, email address, chosen time and any note about your project, are passed to us so that we can hold the call.',
            'Email correspondence. If you email us, we receive your email address, your name as it appears in the message and whatever you choose to include, such as details of your project, your role or attachments. We use this to reply, to prepare a proposal if you ask for one and to keep a record of the conversation.',
          ],
        },
        {
          id: 'what-we-do-not-collect',
          heading: 'What we do not collect',
          paragraphs: [
            'This website uses no analytics tools, no advertising or social media trackers, no tracking pixels and no fingerprinting. It has no contact forms, newsletter sign-ups or user accounts, so nothing you type on the site itself is sent to us. Fonts, images and scripts are served from our own host rather than loaded from third-party servers.',
            'The links to our blog and to our social media profiles are ordinary links. If you follow one, you leave this website, and the privacy policy of the site you visit applies from that point. We do not make automated decisions or build profiles about visitors.',
          ],
        },
        {
          id: 'legal-bases',
          heading: 'Legal bases for processing',
          paragraphs: [
            'Under the UK GDPR and the EU GDPR, we rely on the following legal bases. Under the DPDP Act, we process personal data only for the purposes described in this policy, relying on the personal data you provide to us voluntarily for a stated purpose, such as an email asking for a proposal, or on your consent where the Act requires it.',
          ],
          items: [
            'Server logs and site security: our legitimate interests in keeping the website secure, available and free of abuse. We have weighed these interests against your rights, and the logs are short-lived and used for no other purpose.',
            'The consent cookie: the cookie is strictly necessary to remember the choice you make in the banner, so it does not itself require consent under the UK Privacy and Electronic Communications Regulations or the Dutch Telecommunications Act. To the extent it involves personal data, we rely on our legitimate interest in respecting and recording your choice.',
            'Booking details and email correspondence: taking steps at your request before entering into a contract, such as answering questions or preparing a proposal, or performing a contract once one exists. Where neither applies, we rely on our legitimate interest in answering the messages we receive.',
            'Disclosures required by law: compliance with a legal obligation that applies to us.',
          ],
        },
        {
          id: 'retention',
          heading: 'How long we keep your data',
          paragraphs: ['We keep personal data only as long as the purpose requires, as follows.'],
          items: [
            'Consent cookie: stored in your browser for 365 days from your choice, or until you delete it.',
            'Server logs: deleted after 30 days. If a specific entry is needed to investigate a security incident, we keep only that entry for as long as the investigation requires.',
            'Booking details and email correspondence that do not lead to a contract: deleted within 24 months of our last contact with you.',
            'Booking details and email correspondence that lead to a contract: kept for the duration of the contract and afterwards for as long as tax, accounting and limitation periods require.',
          ],
        },
        {
          id: 'sharing-and-processors',
          heading: 'Sharing and processors',
          paragraphs: [
            'We do not sell, rent or trade personal data, and we do not share it for advertising. We use a small number of service providers (processors) that handle personal data on our behalf, only on our documented instructions and under written agreements that require them to keep it secure and confidential.',
            'Within Stratora, staff in our offices in India, the United Kingdom and the Netherlands may access your messages and booking details where this is needed to answer you. We may also disclose personal data where the law requires it, or where it is necessary to establish, exercise or defend legal claims.',
          ],
          items: [
            'Our hosting provider, which serves this website and stores the server logs.',
            'Our external scheduling service, which runs the booking page opened by "Let\'s Talk" and passes booking details to us.',
            'Our email provider, which hosts our mailboxes and delivers the messages you send us and our replies.',
          ],
        },
        {
          id: 'international-transfers',
          heading: 'International transfers',
          paragraphs: [
            'We work across India, the United Kingdom and the Netherlands, so personal data may be accessed from any of these countries, and our processors may store it in other countries where they operate.',
            "The United Kingdom and the European Union recognize each other as providing adequate protection, so data can move between our London and Amsterdam offices on that basis. When personal data from the United Kingdom or the European Economic Area is transferred to India or to another country without such recognition, we protect it with the European Commission's standard contractual clauses and, for UK data, the UK International Data Transfer Agreement (IDTA) or the UK Addendum to those clauses, together with any additional safeguards the transfer needs. You can ask us for a copy of the relevant safeguards at privacy@stratora.example.",
          ],
        },
        {
          id: 'your-rights',
          heading: 'Your rights',
          paragraphs: [
            'Depending on where you are and which law applies, the UK GDPR, the EU GDPR and the DPDP Act give you the following rights over your personal data. We will not charge you for exercising them, and we may ask you to confirm your identity before we act on a request.',
          ],
          items: [
            'Access: ask whether we hold personal data about you and receive a copy of it, with a summary of how we use it.',
            'Correction: ask us to correct inaccurate data or complete incomplete data.',
            'Erasure: ask us to delete your data where we no longer need it or have no lawful basis to keep it.',
            'Objection and restriction: object to processing based on our legitimate interests, or ask us to limit how we use your data while a concern is resolved.',
            'Portability: receive the data you gave us in a structured, machine-readable format, or ask us to send it to another organization where this is technically feasible.',
            'Withdrawal of consent: withdraw any consent you have given at any time, without affecting processing that took place before the withdrawal.',
            'Grievance redressal: under the DPDP Act, raise a grievance with us about how we handle your data and receive a response.',
            'Nomination: under the DPDP Act, nominate another individual to exercise your rights if you die or become unable to do so.',
          ],
        },
        {
          id: 'complaints',
          heading: 'Complaints to a regulator',
          paragraphs: [
            "If you are unhappy with how we have handled your data, please contact us first so we can try to put it right. You also have the right to complain to a data protection authority: in the United Kingdom, the Information Commissioner's Office (ICO); in the Netherlands, the Autoriteit Persoonsgegevens, or the supervisory authority of the EU country where you live or work; and in India, the Data Protection Board of India, once you have used our grievance process as the DPDP Act requires.",
          ],
        },
        {
          id: 'withdraw-cookie-consent',
          heading: 'How to change or withdraw your cookie choice',
          paragraphs: [
            'You can change your answer at any time. Select "Cookie settings" in the footer of any page to reopen the cookie banner, then accept or decline again; the CookieConsent cookie is updated straight away. You can also delete the cookie in your browser settings, after which the banner appears again on your next visit.',
            'This website sets no other cookies, so declining does not switch off any feature of the site. If we ever add an optional cookie, it will be set only after you accept it, and this policy will describe it before we do.',
          ],
        },
        {
          id: 'children',
          heading: 'Children',
          paragraphs: [
            'This website is intended for businesses and professionals and is not directed at children. We do not knowingly collect personal data from children. If you believe a child has contacted us, a parent or lawful guardian can write to privacy@stratora.example and we will delete the data concerned.',
          ],
        },
        {
          id: 'changes',
          heading: 'Changes to this policy',
          paragraphs: [
            'We update this policy when the website, our service providers or the law change. The date at the top of the policy shows when it was last revised. If a change affects how we use personal data we already hold, we will explain it on this page before it takes effect, and we will contact you directly where the law requires. Previous versions are available on request.',
          ],
        },
        {
          id: 'contact-for-privacy-requests',
          heading: 'Contact for privacy requests',
          paragraphs: [
            'To exercise any of your rights, raise a grievance or ask a question about this policy, email privacy@stratora.example. Please tell us which right you want to use and, if possible, the email address or approximate date of your contact with us, so we can find the relevant records.',
            'We reply within 30 days of receiving your request. If a request is complex or we receive many requests at once, we will tell you within those 30 days why we need more time and when you can expect a full answer, as the law allows. Written requests can also be sent to our registered office, shown on our contact page, marked for the attention of the privacy team.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Questions about your data?',
    lead: 'Email privacy@stratora.example and we will answer within 30 days. For anything about a project, book a call or write to the office nearest you.',
  },
} as const satisfies InfoPageContent
