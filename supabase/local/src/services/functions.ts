import { readdir } from 'node:fs/promises'
import type { Hono } from 'hono'
import type { StackContext } from '../context.ts'
import { functionEnv } from './functions/child-env.ts'
import { spawnDenoChild } from './functions/deno-child.ts'
import { denoHostCommand } from './functions/deno-command.ts'
import { isFunctionName } from './functions/host-protocol.ts'
import { functionsRoutes } from './functions/routes.ts'
import { createSupervisor } from './functions/supervisor.ts'
import { watchFunctions } from './functions/watch.ts'

async function hasFunctions(functionsDir: string): Promise<boolean> {
  const entries = await readdir(functionsDir, { withFileTypes: true }).catch(() => [])
  return entries.some((entry) => entry.isDirectory() && isFunctionName(entry.name))
}

export interface FunctionsHost {
  routes: Hono
  stop(): Promise<void>
}

/**
 * Serves every folder of functionsDir that has an index.ts from one Deno process. The process
 * starts in the background (requests wait for it), restarts after a crash and, with watch,
 * after any change under functionsDir; stop() ends it.
 */
export async function startFunctionsHost(
  ctx: StackContext,
  options: { functionsDir: string; watch: boolean; secrets?: Record<string, string> },
): Promise<FunctionsHost> {
  const { functionsDir } = options
  const supervisor = createSupervisor(async () =>
    spawnDenoChild(
      denoHostCommand(functionsDir, await functionEnv(ctx, functionsDir, options.secrets)),
    ),
  )
  // Boot in the background when there is something to serve; requests wait for it.
  if (await hasFunctions(functionsDir)) {
    supervisor.acquire().catch((error: unknown) => console.error(error))
  }
  const stopWatching = options.watch ? watchFunctions(functionsDir, supervisor) : () => {}
  return {
    routes: functionsRoutes({
      functionsDir,
      jwtSecret: ctx.keys.jwtSecret,
      noVerifyJwt: ctx.config.noVerifyJwt ?? [],
      supervisor,
    }),
    async stop() {
      stopWatching()
      await supervisor.stop()
    },
  }
}
