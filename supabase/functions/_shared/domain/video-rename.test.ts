import { describe, expect, it } from 'vitest'
import { checkVideoRename } from './video-upload.ts'

describe('checkVideoRename', () => {
  it('accepts a safe name with the same extension, trimmed', () => {
    expect(checkVideoRename('demo.mp4', '  launch-2026_v2.mp4 ')).toEqual({
      ok: true,
      name: 'launch-2026_v2.mp4',
    })
  })

  it('says what is wrong with an empty, unchanged, unsafe or retyped name', () => {
    expect(checkVideoRename('demo.mp4', '   ')).toEqual({
      ok: false,
      message: 'Enter a new name for the video',
    })
    expect(checkVideoRename('demo.mp4', 'demo.mp4')).toEqual({
      ok: false,
      message: 'That is already the name of this video',
    })
    const invalid = {
      ok: false,
      message:
        'Use only letters, digits, dots, dashes and underscores, ending in .mp4, .m4v, .webm, .mov or .avi',
    }
    for (const typed of ['my demo.mp4', 'folder/demo.mp4', '.hidden.mp4', 'demo', 'demo.txt'])
      expect(checkVideoRename('demo.mp4', typed), typed).toEqual(invalid)
    expect(checkVideoRename('demo.mp4', 'demo.webm')).toEqual({
      ok: false,
      message: "Keep the .mp4 ending: renaming does not change the video's type",
    })
  })
})
