// The campaign texts: the form's checks, the create and generate toasts, and the engine's actions.
export const campaignMessages = {
  nameRequired: 'Name is required',
  keywordsRequired: 'Enter at least one keyword',
  frequencyMin: 'Posts per period must be at least 1',
  created: 'Campaign created successfully',
  notLoggedIn: 'You must be logged in to create a campaign',
  createFailed: 'Failed to create campaign',
  generationStarted: 'Article generation started',
  generationInitiated: 'Article generation initiated',
  generationFailed: 'Failed to start article generation',
  loadFailed: 'Failed to load campaigns',
  generatingHeader: 'Articles Being Generated',
  paused: 'Campaign paused',
  resumed: 'Campaign resumed',
  statusFailed: 'Failed to update the campaign',
} as const
