// The fixed texts for the video uploader: its checks, states and errors.
export const uploadMessages = {
  notVideo: 'Please select a video file',
  tooLarge: 'File size must be less than 500MB',
  uploadFailed: 'Upload failed. Please try again.',
  uploadFailedShort: 'Upload failed',
  uploaded: 'Video uploaded successfully!',
  uploadAnother: 'Upload Another',
  formats: 'MP4, WebM, AVI, MOV',
  copied: 'Link copied to clipboard!',
  copyFailed: 'Could not copy the link',
  loadVideosFailed: 'Could not load the uploaded videos',
  cancelled: 'Upload cancelled',
  noVideos: 'No videos uploaded yet.',
  linkCopied: 'A new link was copied to the clipboard. It works for 7 days.',
  linkFailed: 'Could not create a link to the video',
  deleted: 'Video deleted',
  deleteFailed: 'Could not delete the video. Please try again.',
  renamed: 'Video renamed',
  renameFailed: 'Could not rename the video. Please try again.',
  renameDetailsFailed:
    'The video was renamed, but its duration, poster and workshop choice still name the old file.',
  detailsFailed: 'The video was uploaded, but its duration and poster frame could not be saved.',
  detailsUnreadable:
    'The video was uploaded, but this browser could not read its duration and poster frame.',
  workshopVideoSet: 'The workshop now plays this video.',
  workshopVideoCleared: 'The workshop now plays the configured YouTube video.',
  workshopVideoFailed: 'Could not make this the workshop video. Please try again.',
} as const
