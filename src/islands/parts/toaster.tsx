export { DeferredToaster as default } from '@/app/deferred-toaster'
