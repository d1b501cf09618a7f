export { PurchaseConfirmation as default } from '@/features/credits/components/purchase-confirmation'
