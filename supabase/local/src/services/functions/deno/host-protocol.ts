// Shared by the Node side and the Deno host (runs in both runtimes: Web APIs only).

/** The host prints this line followed by its port once it listens. */
export const READY_PREFIX = 'functions-host-ready:'

const errors = {
  notFound: { status: 404, code: 'NOT_FOUND', message: 'Requested function was not found' },
  boot: { status: 503, code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' },
  worker: {
    status: 500,
    code: 'WORKER_ERROR',
    message: 'Function exited due to an error (please check logs)',
  },
}

type HostError = keyof typeof errors

/** Edge-runtime style gateway error: `{ code, message }` with its status. */
export function hostErrorResponse(kind: HostError): Response {
  const { status, code, message } = errors[kind]
  return Response.json({ code, message }, { status })
}

/** Function folder names are single path segments; `_shared` and dot folders are not functions. */
export function isFunctionName(name: string): boolean {
  return /^[A-Za-z0-9][\w-]*$/.test(name)
}
