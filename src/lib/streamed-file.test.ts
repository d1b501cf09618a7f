import { afterEach, describe, expect, it, vi } from 'vitest'
import { openStreamedFile } from '@/lib/streamed-file'

// jsdom's Blob has no text(); its FileReader reads it.
const text = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsText(blob)
  })

/** An origin private file system in memory: what a written file holds, and what was removed. */
function fakeFileSystem() {
  const files = new Map<string, string[]>()
  const removed: string[] = []
  let closed = false
  const handle = {
    createWritable: async () => ({
      write: async (chunk: string) => void files.get('exports/registrations.csv')?.push(chunk),
      close: async () => void (closed = true),
      abort: async () => undefined,
    }),
    getFile: async () =>
      new File(files.get('exports/registrations.csv') ?? [], 'registrations.csv'),
  }
  const folder = {
    getFileHandle: async (name: string) => {
      files.set(`exports/${name}`, [])
      return handle
    },
    removeEntry: async (name: string) => void removed.push(`exports/${name}`),
  }
  const root = {
    removeEntry: async (name: string) => void removed.push(name),
    getDirectoryHandle: async () => folder,
  }
  // What openStreamedFile looks for: writable file handles.
  vi.stubGlobal('FileSystemFileHandle', { prototype: { createWritable: handle.createWritable } })
  vi.stubGlobal('navigator', { storage: { getDirectory: async () => root } })
  return { files, removed, isClosed: () => closed }
}

afterEach(() => vi.unstubAllGlobals())

describe('openStreamedFile', () => {
  it('writes each piece to a file on disk as it comes, after removing the last export', async () => {
    const fs = fakeFileSystem()
    const file = await openStreamedFile('registrations.csv', 'text/csv;charset=utf-8')
    expect(file.onDisk).toBe(true)
    expect(fs.removed).toEqual(['exports'])
    await file.write('a,b\r\n')
    await file.write('1,2')
    expect(fs.files.get('exports/registrations.csv')).toEqual(['a,b\r\n', '1,2'])
    const blob = await file.finish()
    expect(fs.isClosed()).toBe(true)
    expect(blob.type).toBe('text/csv;charset=utf-8')
    expect(await text(blob)).toBe('a,b\r\n1,2')
  })

  it('removes the file when the export is discarded', async () => {
    const fs = fakeFileSystem()
    const file = await openStreamedFile('registrations.csv', 'text/csv')
    await file.write('a')
    await file.discard()
    expect(fs.removed).toEqual(['exports', 'exports/registrations.csv'])
  })

  it('keeps the pieces in memory where the browser has no writable files', async () => {
    vi.stubGlobal('navigator', {})
    const file = await openStreamedFile('registrations.csv', 'text/csv')
    expect(file.onDisk).toBe(false)
    await file.write('a,b')
    await file.write('\r\n1,2')
    const blob = await file.finish()
    expect(blob.type).toBe('text/csv')
    expect(await text(blob)).toBe('a,b\r\n1,2')
  })
})
