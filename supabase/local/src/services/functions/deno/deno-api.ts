// The slice of the Deno namespace the host uses, so Node's tsc can check the Deno-side files.
export interface DenoApi {
  args: string[]
  serve: (...args: unknown[]) => unknown
  stdin: { readable: ReadableStream<Uint8Array> }
  exit(code: number): never
  addSignalListener(signal: 'SIGTERM', handler: () => void): void
}
