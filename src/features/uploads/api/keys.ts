export const videoKeys = {
  all: () => ['videos'] as const,
  list: () => ['videos', 'list'] as const,
}
