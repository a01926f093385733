import { Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { Section } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import { imageSizeOf } from '~/content/image-sizes'
import type { Card } from '~/content/types'
import { cn } from '~/lib/ui/cn'
import { sectionMessages } from '~/messages/edition/sections'

type ServiceCardsSectionProps = {
  heading: { eyebrow: string; title: string; lead: string }
  cards: readonly Card[]
}

export function ServiceCardsSection({ heading, cards }: ServiceCardsSectionProps) {
  return (
    <Section id="services" aria-labelledby="services-title">
      <SectionHeader id="services-title" {...heading} />
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:mt-12 sm:gap-5 lg:grid-cols-4">
        {cards.map((card, index) => (
          <li key={card.path} className="flex">
            <ServiceCard card={card} highlighted={index === cards.length - 1 && card.path === '/contactus'} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

function ServiceCard({ card, highlighted }: { card: Card; highlighted: boolean }) {
  return (
    <article
      className={cn(
        'group relative flex w-full flex-col overflow-hidden rounded-card border bg-white shadow-card transition-shadow hover:shadow-raised',
        highlighted ? 'border-brand-300 ring-1 ring-brand-200' : 'border-ink-100',
      )}
    >
      <img src={card.img} alt="" {...imageSizeOf(card.img)} loading="lazy" className="hidden aspect-video w-full object-cover sm:block" />
      <div className="flex flex-1 flex-col p-3.5 sm:p-5">
        <h3 className="text-base leading-snug max-[22.5rem]:text-sm sm:text-lg">
          <Link to={card.path} className="after:absolute after:inset-0 focus-visible:outline-none">
            {card.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-sm text-ink-600 sm:text-[0.9375rem]">{card.desc}</p>
        <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
          {highlighted ? sectionMessages.serviceCards.talkToEngineer : sectionMessages.serviceCards.learnMore}
          <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  )
}
