import {
  Briefcase,
  CalendarCheck,
  Handshake,
  House,
  ListChecks,
  MessagesSquare,
  Stethoscope,
  Building2,
} from 'lucide-react'
import type {
  CtaCopy,
  Illustration,
  PageMeta,
  ProcessStep,
  SectionCopy,
  ServiceHeroContent,
} from '@/content/marketing-services'
import type { IconCard } from '@/content/types'
import { illustrations, rasterImage } from '@/content/illustrations'

export const aiBotsMeta: PageMeta = {
  title: 'AI Agents & Voice AI',
  description:
    'AI agents and voice AI that answer every lead 24/7 by chat, SMS and phone, qualify them, book them into your calendar and hand off to your team.',
  keywords: [
    'AI agents',
    'voice AI',
    'AI chatbot',
    'AI receptionist',
    'lead qualification',
    'appointment booking',
  ],
}

export const aiBotsCopy = {
  watchDemo: 'Watch the Demo',
  agentName: 'AI agent',
  agentStatus: 'Online, replies in seconds',
  leadName: 'Lead',
} as const

export const aiBotsHero: ServiceHeroContent = {
  eyebrow: 'AI Agents & Voice AI',
  title: 'AI agents that answer every lead in seconds, day or night',
  lead: 'Your AI agent replies to new leads by chat, SMS and phone, asks your qualifying questions, books them into your calendar and hands the conversation to your team when a human should take over.',
  image: {
    ...rasterImage(illustrations.aiAgent),
    alt: 'Phone showing an AI agent chatting with a lead and confirming a booked appointment',
  },
}

export const capabilitiesSection: SectionCopy = {
  eyebrow: 'What they do',
  title: 'A front desk that never sleeps',
  description: 'Built into the platform’s communication suite, calendar system and CRM.',
}

export const capabilities: IconCard[] = [
  {
    icon: MessagesSquare,
    title: 'Answer 24/7',
    description:
      'Replies within seconds by website chat, SMS or phone, including nights and weekends.',
  },
  {
    icon: ListChecks,
    title: 'Qualify every lead',
    description: 'Asks your questions about budget, timing and needs, and scores the answers.',
  },
  {
    icon: CalendarCheck,
    title: 'Book into your calendar',
    description:
      'Offers real open slots and books the appointment, with reminders sent automatically.',
  },
  {
    icon: Handshake,
    title: 'Hand off to humans',
    description:
      'Passes hot leads and tricky questions to your team with the full conversation attached.',
  },
]

export type ChatMessage = { from: 'lead' | 'agent'; text: string }

export const conversationSection: SectionCopy & {
  points: string[]
  caption: string
  booked: string
} = {
  eyebrow: 'See it in action',
  title: 'From first message to booked call in under two minutes',
  description:
    'A new lead texts at 9:47 pm. Nobody is in the office, but the lead is booked before they can look at a competitor.',
  points: [
    'Replies in seconds, in your brand voice',
    'Asks your qualifying questions, one at a time',
    'Offers real open slots from your calendar',
    'Logs the whole thread on the contact in your CRM',
  ],
  caption: 'Example SMS conversation with an AI agent',
  booked: 'Assessment booked: Thursday, 2:30 pm',
}

export const exampleConversation: ChatMessage[] = [
  { from: 'lead', text: 'Hi, do you install heat pumps? Looking for a quote.' },
  {
    from: 'agent',
    text: 'We do! Is this for a house or a business, and roughly how big is the space?',
  },
  { from: 'lead', text: 'House, about 2,000 sq ft.' },
  {
    from: 'agent',
    text: 'Great. A free home assessment takes 30 minutes. Would Thursday at 10:00 or 2:30 work?',
  },
  { from: 'lead', text: 'Thursday 2:30 please.' },
  {
    from: 'agent',
    text: 'You are booked for Thursday at 2:30 pm. You will get a reminder the day before.',
  },
]

export const voiceSection: SectionCopy & { points: string[]; image: Illustration } = {
  eyebrow: 'Voice AI',
  title: 'Voice AI that picks up every call',
  description:
    'A natural-sounding voice agent on your business line, connected to the same calendar and CRM.',
  points: [
    'Answers inbound calls instantly, with no hold music',
    'Calls back missed calls and new web leads within a minute',
    'Books, reschedules and confirms appointments by phone',
    'Transfers live calls to the right person when needed',
    'Every call transcribed and summarised in the CRM',
  ],
  image: {
    ...rasterImage(illustrations.voiceAi),
    alt: 'Live call with a voice AI agent, showing the audio waveform and a call summary',
  },
}

export const aiProcessSection: SectionCopy = {
  eyebrow: 'How it works',
  title: 'Live in days, not months',
}

export const aiProcess: ProcessStep[] = [
  {
    title: 'Connect your channels',
    description: 'Add the agent to your website chat, SMS number and phone line.',
  },
  {
    title: 'Train it on your business',
    description: 'We load your services, prices, FAQs and tone of voice.',
  },
  {
    title: 'Set the rules',
    description: 'Choose the qualifying questions, booking rules and when to hand off.',
  },
  {
    title: 'Go live & review',
    description: 'Every conversation is logged in the CRM, and we tune the agent weekly.',
  },
]

export const useCasesSection: SectionCopy = {
  eyebrow: 'Use cases',
  title: 'Made for businesses that live on leads',
}

export const useCases: IconCard[] = [
  {
    icon: House,
    title: 'Home services',
    description: 'Capture after-hours calls and quote requests before a competitor calls back.',
  },
  {
    icon: Stethoscope,
    title: 'Clinics & med spas',
    description: 'Book consultations, answer treatment questions and cut no-shows with reminders.',
  },
  {
    icon: Building2,
    title: 'Real estate',
    description: 'Qualify buyers and sellers on budget and timing, then book viewings.',
  },
  {
    icon: Briefcase,
    title: 'Agencies',
    description: 'Offer white-label AI agents to your clients as a new recurring service.',
  },
]

export const aiBotsCta: CtaCopy = {
  title: 'Never miss another lead',
  description:
    'Book a strategy call and we will show you an AI agent answering, qualifying and booking leads for a business like yours.',
}
