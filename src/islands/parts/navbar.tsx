export { Navbar as default } from '@/components/navbar'
