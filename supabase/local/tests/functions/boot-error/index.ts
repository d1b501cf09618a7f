// Fails while its module is evaluated, before it can call Deno.serve.
export {}

throw new Error('this function cannot boot')
