/**
 * A file written a piece at a time, for a download too large to hold in memory. Where the
 * browser has the origin private file system with writable streams (Chromium 86+, Firefox 111+,
 * Safari 26+; https://developer.mozilla.org/en-US/docs/Web/API/FileSystemFileHandle/createWritable),
 * each piece goes to a file on disk as it is written, and `finish` returns that file: a Blob
 * backed by the disk, not by memory, which the download then reads. Elsewhere (or when the
 * browser refuses its storage, as some private windows do) the pieces become Blob parts.
 */
export type StreamedFile = {
  /** Whether the pieces go to disk (else they are Blob parts in memory). */
  onDisk: boolean
  write: (text: string) => Promise<void>
  /** Closes the file and returns it, ready for a download. */
  finish: () => Promise<Blob>
  /** Drops what was written (a cancelled or failed export). */
  discard: () => Promise<void>
}

/** The folder of the origin's private file system that holds the exports being written. */
const EXPORTS_FOLDER = 'exports'

async function openOnDisk(name: string, type: string): Promise<StreamedFile | null> {
  const storage: StorageManager | undefined = globalThis.navigator?.storage
  if (typeof storage?.getDirectory !== 'function') return null
  if (typeof globalThis.FileSystemFileHandle?.prototype.createWritable !== 'function') return null
  try {
    const root = await storage.getDirectory()
    // One export's file at a time: the last one stays until the next export, since its download
    // reads it from disk and a browser may still be reading it when the click returns.
    await root.removeEntry(EXPORTS_FOLDER, { recursive: true }).catch(() => undefined)
    const folder = await root.getDirectoryHandle(EXPORTS_FOLDER, { create: true })
    const handle = await folder.getFileHandle(name, { create: true })
    const writable = await handle.createWritable()
    return {
      onDisk: true,
      write: (text) => writable.write(text),
      finish: async () => {
        await writable.close()
        const file = await handle.getFile()
        return file.slice(0, file.size, type)
      },
      discard: async () => {
        await writable.abort().catch(() => undefined)
        await folder.removeEntry(name).catch(() => undefined)
      },
    }
  } catch {
    return null
  }
}

function inMemory(type: string): StreamedFile {
  let parts: Blob[] = []
  return {
    onDisk: false,
    write: async (text) => void parts.push(new Blob([text])),
    finish: async () => new Blob(parts, { type }),
    discard: async () => {
      parts = []
    },
  }
}

/** A file named `name` of MIME `type`, on disk where the browser allows it, else in memory. */
export async function openStreamedFile(name: string, type: string): Promise<StreamedFile> {
  return (await openOnDisk(name, type)) ?? inMemory(type)
}
