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
} as const
