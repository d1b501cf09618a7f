// The spec's texts for the workshop registration (§5, §8).
export const workshopMessages = {
  errorTitle: 'Error',
  missingFields: 'Please fill in all fields',
  registerFailed: 'Failed to register. Please try again.',
  successTitle: 'Success!',
  registered: 'Thank you for registering. Enjoy the video!',
} as const
