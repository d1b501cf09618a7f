export { PublishedPost as default } from '@/features/blog/components/published-post'
