export { DesktopMenu as default } from '@/components/desktop-menu'
