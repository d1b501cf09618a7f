export const greeting = "from the function's own deno.json"
