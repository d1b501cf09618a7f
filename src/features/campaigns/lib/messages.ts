// The campaign texts: the form's checks, the create and generate toasts, and the engine's actions.
// The keyword bound's and the monthly cap's texts are shared with the engine (@shared/campaigns).
export const campaignMessages = {
  nameRequired: 'Name is required',
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
  updated: 'Campaign updated successfully',
  updateFailed: 'Failed to update campaign',
  deleted: 'Campaign deleted',
  deleteFailed: 'Failed to delete campaign',
  keywordsSaved: 'Keywords updated',
  timeOfDayInvalid: 'Enter a time as HH:MM',
  timeZoneRequired: 'Enter a time zone, such as Europe/London',
} as const
