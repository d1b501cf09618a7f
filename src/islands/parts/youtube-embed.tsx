export { YouTubeEmbed as default } from '@/components/video/youtube-embed'
