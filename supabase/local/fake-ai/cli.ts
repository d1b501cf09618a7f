// `npm run fake-ai`: the tests' fake OpenAI-compatible provider on a fixed port, so campaigns can
// be tried locally without an AI account. A STAND-IN: it writes the same placeholder article for
// every keyword (with a <script> and a javascript: link the blog's sanitiser must drop).
import { startFakeAiProvider } from './provider.ts'

const port = Number(process.env.FAKE_AI_PORT ?? 54330)
const ai = await startFakeAiProvider({ port, delayMs: 1000 })
console.log(`FAKE AI PROVIDER (a stand-in, not a model: placeholder articles only) on ${ai.url}

Put these lines in supabase/functions/.env, then restart \`npm run stack\` or \`npm run dev\`
(the stack reads that file only when it starts):

AI_BASE_URL=${ai.url}
AI_API_KEY=fake-key
AI_MODEL=fake-model

Ctrl+C stops it.`)
process.on('SIGINT', () => void ai.stop().then(() => process.exit(0)))
