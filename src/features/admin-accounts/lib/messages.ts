// The fixed texts of the owner's account actions, shared by code and tests.
export const accountMessages = {
  resetFactors: 'Reset two-factor',
  resetTitle: 'Reset two-factor sign-in?',
  resetDone: 'Two-factor sign-in was reset for',
  resetFailed: 'Could not reset two-factor sign-in',
} as const
