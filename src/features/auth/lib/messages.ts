// The spec's texts for sign-in and sign-out (§5, §8).
export const authMessages = {
  missingFields: 'Please enter both email and password',
  loginFailed: 'Login failed',
  loggedIn: 'Logged in successfully',
  loggedOut: 'You have been successfully logged out',
  logoutFailed: 'Failed to log out',
  noAdminAccess: 'This account has no admin access',
} as const
