export { YouTubeFacade as default } from '@/components/video/youtube-facade'
