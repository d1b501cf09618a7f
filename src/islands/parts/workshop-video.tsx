// Zod parses these islands' answers at load: jitless, it never probes eval (see zod-jitless).
import '@/lib/zod-jitless'
export { WorkshopVideo as default } from '@/features/workshop/components/workshop-video'
