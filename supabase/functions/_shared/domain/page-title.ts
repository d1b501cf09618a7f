/** The title rule: every title gets the suffix unless it already names the brand. */
export function formatPageTitle(title: string, brand: string): string {
  return title.includes(brand) ? title : `${title} | ${brand} - AI CRM Platform`
}
