export const greeting = 'from the parent folder deno.json'
