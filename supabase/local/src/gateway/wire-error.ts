/**
 * An error that already knows its HTTP answer. Services throw it; app.onError sends it.
 * The body is the service's own wire shape (PostgREST, GoTrue, storage-api).
 */
export class WireError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`)
    this.name = 'WireError'
  }

  toResponse(): Response {
    return new Response(JSON.stringify(this.body), {
      status: this.status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...this.headers },
    })
  }
}
