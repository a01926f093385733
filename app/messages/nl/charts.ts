import type { chartMessages as english } from '../en/charts'

export const chartMessages: typeof english = {
  before: 'Voor',
  after: 'Na',
  fell: (metric: string, from: string, to: string, change: string) => `${metric} daalde van ${from} naar ${to}, ${change}.`,
  rose: (metric: string, from: string, to: string, change: string) => `${metric} steeg van ${from} naar ${to}, ${change}.`,
  lower: (amount: string) => `${amount} lager`,
  higher: (amount: string) => `${amount} hoger`,
  percentagePoints: (points: string, one: boolean) => `${points} ${one ? 'procentpunt' : 'procentpunten'}`,
  euros: (amount: string) => `€\u00a0${amount}`,
  hoursLabel: (amount: string) => `${amount}\u00a0uur`,
  hoursPerWeekLabel: (amount: string) => `${amount}\u00a0u/week`,
  perWeek: (amount: string) => `${amount} per week`,
  spokenChange: (from: string, to: string) => `van ${from} naar ${to}`,
}
