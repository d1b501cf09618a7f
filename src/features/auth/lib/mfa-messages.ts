// The fixed texts of two-factor sign-in, shared by code and tests.
export const mfaMessages = {
  sectionTitle: 'Two-factor sign-in',
  codeLabel: '6-digit code',
  codeHint: 'The code your authenticator app shows for this account.',
  codeFormat: 'Enter the 6 digits your authenticator app shows',
  wrongCode: 'That code is not right. Enter the code your authenticator app shows now.',
  usedCode: 'That code was already used. Wait for the next code and enter it.',
  expired: 'This step took too long. Enter the current code again.',
  tooMany: 'Too many tries from this network. Wait a minute and try again.',
  verifyFailed: 'Could not check the code',
  enrolled: 'Two-factor sign-in is on',
  removed: 'Two-factor sign-in is off',
  removeFailed: 'Could not turn off two-factor sign-in',
  enrolFailed: 'Could not start two-factor sign-in',
  stepTitle: 'Two-factor sign-in',
  stepSubtitle: 'Enter the code from your authenticator app to open the portal.',
  promptTitle: 'Finish the second step',
  promptBody:
    'This account has no second factor yet. The portal requires two-factor sign-in: registrations, orders and messages stay hidden until you set it up.',
  promptAction: 'Set up two-factor sign-in',
} as const
