// Remembers which server-side upload name a local file was given, so that choosing the same
// file after a reload resumes that upload. Keyed by name, size and modification time.
const PREFIX = 'video-upload:'

type FileIdentity = { name: string; size: number; lastModified: number }

const keyOf = (file: FileIdentity) => `${PREFIX}${file.name}:${file.size}:${file.lastModified}`

function store(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/** The upload name for this file: the remembered one, or a new one (timestamp-original name). */
export function uploadNameFor(file: FileIdentity, now = Date.now()): string {
  const remembered = store()?.getItem(keyOf(file))
  if (remembered) return remembered
  const name = `${now}-${file.name}`
  store()?.setItem(keyOf(file), name)
  return name
}

export function forgetUpload(file: FileIdentity): void {
  store()?.removeItem(keyOf(file))
}
