export const siteMessages = {
  notFoundText: "Oops! The page you're looking for cannot be found",
  returnHome: 'Return to Home',
  goToPrivacy: 'Go to Privacy Policy',
  goToTerms: 'Go to Terms of Service',
  redirectingGmb: 'Redirecting to GMB Tank Tracking...',
  redirectingMarketing: 'Redirecting to Marketing Dashboard...',
  redirectingSubtext: 'Auto-redirecting to the correct page',
  thankYouText: 'Your submission has been received. Our team will be in touch shortly.',
  backToHome: 'Back to Home',
  legalLastUpdated: 'Last updated: May 10, 2025',
} as const
