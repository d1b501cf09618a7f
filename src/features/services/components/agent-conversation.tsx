import { Bot, CalendarCheck } from 'lucide-react'
import { aiBotsCopy, type ChatMessage } from '@/content/marketing-ai-bots'
import { cn } from '@/lib/utils'

type AgentConversationProps = { messages: ChatMessage[]; caption: string; booked: string }

const speaker = { agent: aiBotsCopy.agentName, lead: aiBotsCopy.leadName } as const

/** A static example thread in real text, so it stays readable and crisp at any size. */
export function AgentConversation({ messages, caption, booked }: AgentConversationProps) {
  return (
    <figure className="mx-auto w-full max-w-md">
      <div className="rounded-[2rem] border bg-white p-4 shadow-xl shadow-primary/10 sm:p-5">
        <div className="flex items-center gap-3 border-b pb-4">
          <span className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Bot aria-hidden="true" className="size-5" />
          </span>
          <div>
            <p className="text-sm font-semibold text-foreground">{speaker.agent}</p>
            <p className="flex items-center gap-1.5 text-xs text-emerald-700">
              <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
              {aiBotsCopy.agentStatus}
            </p>
          </div>
        </div>
        <ol className="space-y-3 py-4">
          {messages.map((message, index) => (
            <li
              key={`${message.from}-${index}`}
              className={cn('flex', message.from === 'agent' ? 'justify-start' : 'justify-end')}
            >
              <p
                className={cn(
                  'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed',
                  message.from === 'agent'
                    ? 'rounded-bl-md bg-muted text-foreground'
                    : 'rounded-br-md bg-primary text-primary-foreground',
                )}
              >
                <span className="sr-only">{speaker[message.from]}: </span>
                {message.text}
              </p>
            </li>
          ))}
        </ol>
        <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
          <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
          {booked}
        </p>
      </div>
      <figcaption className="mt-4 text-center text-sm text-muted-foreground">{caption}</figcaption>
    </figure>
  )
}
