export { PostList as default } from '@/features/blog/components/post-list'
