// The funnel's keys start with the registrations table's name, so the dashboard's realtime
// refresh of registrations refreshes the funnel too (workshop_progress and credit_orders
// changes refresh `all()` through the dashboard's refresher).
export const workshopFunnelKeys = {
  all: () => ['Webinar Registration', 'workshop funnel'] as const,
  range: (days: number, timeZone: string) =>
    ['Webinar Registration', 'workshop funnel', days, timeZone] as const,
}
