// The /workshop page's copy. The title is also what registrations record (webinar_title).
import { WORKSHOP_TITLE } from '@shared/workshop-offer'

export const workshop = {
  title: WORKSHOP_TITLE,
  eyebrow: 'Free training',
  heading: 'Turn anonymous website visitors into booked calls',
  intro:
    'A 60-minute workshop on finding out who visits your site, following up within the hour, and measuring what each lead costs.',
  offerIntro:
    'Because you watched the training: identity resolution for 10,000 of your visitors, plus the tools to follow up with every one of them.',
  learn: [
    'How identity resolution matches anonymous visits to real people and companies',
    'The first-hour follow-up sequence that books calls from resolved visitors',
    'How to track acquisition cost per lead across every channel',
  ],
} as const
