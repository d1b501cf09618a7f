export { DemoShowcase as default } from '@/features/demo/components/demo-showcase'
