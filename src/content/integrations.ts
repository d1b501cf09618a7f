import {
  ChartLine,
  Clapperboard,
  Contact,
  Mail,
  Megaphone,
  PhoneCall,
  Sheet,
  ThumbsUp,
  Webhook,
  type LucideIcon,
} from 'lucide-react'

export type Integration = { name: string; description: string; icon: LucideIcon }

// Generic categories rather than vendor names: the site names no third-party trademarks.
export const integrations: Integration[] = [
  { name: 'CRM Connector', description: 'Two-way sync of contacts and deals', icon: Contact },
  { name: 'Spreadsheets', description: 'Send every new lead to a sheet', icon: Sheet },
  { name: 'Ads Platform', description: 'Build audiences from real visitors', icon: Megaphone },
  { name: 'Analytics Platform', description: 'Join sessions with identities', icon: ChartLine },
  { name: 'Social Ads', description: 'Retarget identified visitors', icon: ThumbsUp },
  {
    name: 'Short-Video Ads',
    description: 'Match audiences for video campaigns',
    icon: Clapperboard,
  },
  { name: 'Telephony', description: 'Call and text leads from the CRM', icon: PhoneCall },
  { name: 'Email Delivery', description: 'Sequences with reliable inboxing', icon: Mail },
  { name: 'Custom Webhooks', description: 'Push events to any endpoint', icon: Webhook },
]
