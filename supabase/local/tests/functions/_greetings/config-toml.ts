export const greeting = 'from the import map config.toml names'
