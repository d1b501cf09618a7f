import type { StackContext } from '../../stack-context.ts'
import type { Service, ServiceOptions } from '../service.ts'
import { functionEnv } from './child-env.ts'
import { spawnDenoChild } from './deno-child.ts'
import {
  denoHostCommand,
  denoVersionFromEnv,
  importResolution,
  projectRoot,
} from './deno-command.ts'
import { HOSTED_LIMITS } from './limits.ts'
import { functionsRoutes } from './routes.ts'
import { createSupervisorPool } from './supervisor.ts'
import { watchFunctions } from './watch.ts'

/**
 * Serves every folder of functionsDir that has an index.ts, each from its own Deno process
 * (deno/host.ts), started on the function's first request, with the imports a deploy would
 * resolve (importResolution) and hosted's limits (limits.ts). A process restarts after a
 * crash and, with watchFunctions, after any change under functionsDir; close() ends them.
 */
export async function functionsService(
  ctx: StackContext,
  options: ServiceOptions,
): Promise<Service> {
  const { functionsDir } = options
  const version = denoVersionFromEnv()
  const pool = createSupervisorPool(async (name) =>
    spawnDenoChild(
      denoHostCommand({
        functionsDir,
        name,
        version,
        env: await functionEnv(ctx, functionsDir, options.functionSecrets),
        resolution: importResolution(functionsDir, name, ctx.config.importMaps?.[name]),
      }),
      projectRoot,
    ),
  )
  const stopWatching = options.watchFunctions ? watchFunctions(functionsDir, pool) : () => {}
  return {
    routes: functionsRoutes({
      functionsDir,
      keys: ctx.keys,
      noVerifyJwt: ctx.config.noVerifyJwt ?? [],
      serveHtml: options.customDomain ?? false,
      pool,
      limits: { ...HOSTED_LIMITS, ...options.functionLimits },
    }),
    async close() {
      stopWatching()
      await pool.stop()
    },
  }
}
