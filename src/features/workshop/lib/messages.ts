// The fixed texts for the workshop registration and its personal link.
export const workshopMessages = {
  errorTitle: 'Error',
  missingFields: 'Please fill in all fields',
  registerFailed: 'Failed to register. Please try again.',
  successTitle: 'Success!',
  registered: 'Thank you for registering. Enjoy the video!',
  linkOpened: 'Welcome back! The training is unlocked on this device.',
  linkInvalid:
    'This link has expired or is not valid. Register again and we will email you a new one.',
  linkFailed: 'Your link could not be checked. Please try again.',
  alreadyRegisteredTitle: 'You are already registered',
  alreadyRegistered:
    'We emailed your personal link to the training: open it to watch on this device.',
  playerFailed: 'The training could not be loaded. Please try again.',
  loadingVideo: 'Loading the training…',
  // The offer's checkout: the same words as the credit top-up's payment error.
  bundleErrorTitle: 'Payment Error',
  bundleFailed: 'Failed to process payment',
  bundleOpening: 'Opening checkout...',
  withReference: (error: string, requestId: string) => `${error} (reference ${requestId})`,
} as const
