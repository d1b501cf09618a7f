// For tsc only: in Deno, `greeting` is whatever the function's import map says it is.
declare module 'greeting' {
  export const greeting: string
}
