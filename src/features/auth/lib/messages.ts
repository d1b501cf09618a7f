// The fixed texts for sign-in, sign-out and password resets, shared by code and tests.
export const authMessages = {
  missingFields: 'Please enter both email and password',
  loginFailed: 'Login failed',
  loggedIn: 'Logged in successfully',
  loggedOut: 'You have been successfully logged out',
  logoutFailed: 'Failed to log out',
  noAdminAccess: 'This account has no admin access',
  // Forgot password / Set a new password: the same answer for any address.
  resetSent:
    'If an account exists for that address, we have emailed it a link to set a new password. The link works once, for one hour.',
  tooManyRequests: 'Too many requests from this network. Wait a few minutes and try again.',
  linkInvalid: 'This link is invalid or has expired. Ask for a new one.',
  passwordSet: 'Your new password is saved',
} as const
