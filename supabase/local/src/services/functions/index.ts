import { readdir } from 'node:fs/promises'
import type { StackContext } from '../../stack-context.ts'
import type { Service, ServiceOptions } from '../service.ts'
import { functionEnv } from './child-env.ts'
import { spawnDenoChild } from './deno-child.ts'
import { denoHostCommand } from './deno-command.ts'
import { isFunctionName } from './deno/host-protocol.ts'
import { functionsRoutes } from './routes.ts'
import { createSupervisor } from './supervisor.ts'
import { watchFunctions } from './watch.ts'

async function hasFunctions(functionsDir: string): Promise<boolean> {
  const entries = await readdir(functionsDir, { withFileTypes: true }).catch(() => [])
  return entries.some((entry) => entry.isDirectory() && isFunctionName(entry.name))
}

/**
 * Serves every folder of functionsDir that has an index.ts from one Deno process (deno/host.ts).
 * The process starts in the background (requests wait for it), restarts after a crash and,
 * with watchFunctions, after any change under functionsDir; close() ends it.
 */
export async function functionsService(
  ctx: StackContext,
  options: ServiceOptions,
): Promise<Service> {
  const { functionsDir } = options
  const supervisor = createSupervisor(async () =>
    spawnDenoChild(
      denoHostCommand(functionsDir, await functionEnv(ctx, functionsDir, options.functionSecrets)),
    ),
  )
  // Boot in the background when there is something to serve; requests wait for it.
  if (await hasFunctions(functionsDir)) {
    supervisor.acquire().catch((error: unknown) => console.error(error))
  }
  const stopWatching = options.watchFunctions ? watchFunctions(functionsDir, supervisor) : () => {}
  return {
    routes: functionsRoutes({
      functionsDir,
      jwtSecret: ctx.keys.jwtSecret,
      noVerifyJwt: ctx.config.noVerifyJwt ?? [],
      serveHtml: options.customDomain ?? false,
      supervisor,
    }),
    async close() {
      stopWatching()
      await supervisor.stop()
    },
  }
}
