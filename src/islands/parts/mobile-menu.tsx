export { MobileMenuButton as default } from '@/components/mobile-menu-button'
