/** The Workshop funnel card's texts, shared by the card and its tests. */
export const funnelMessages = {
  title: 'Workshop funnel',
  description:
    'Registrations of the range and how far they got: watching, the offer at 45 minutes, checkout.',
  rangeGroup: 'Date range',
  stages: {
    registered: 'Registered',
    started: 'Started watching',
    reached: 'Reached the offer',
    clicked: 'Clicked the offer',
    paid: 'Paid',
  },
  ofPrevious: 'of previous stage',
  sourcesCaption: 'By source (utm_source)',
  source: 'Source',
  noSource: '(none)',
  otherSources: 'Other sources',
  chartTitle: 'Registrations and paid orders per day',
  chartRegistrations: 'Registrations',
  chartPaidOrders: 'Paid orders',
  empty: (label: string) => `No workshop registrations in the ${label.toLowerCase()}.`,
  loadErrorTitle: 'The workshop funnel could not be loaded',
  loadErrorMessage: 'Check the connection and try again.',
  chartError: 'The chart could not be shown.',
} as const
