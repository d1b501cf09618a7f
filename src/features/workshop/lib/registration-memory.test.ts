import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { rememberRegistration, useRemembered } from '@/features/workshop/lib/registration-memory'

afterEach(() => {
  vi.restoreAllMocks()
})

it('unlocks the video for this visit when the browser blocks storage', () => {
  const blocked = () => {
    throw new DOMException('storage is blocked', 'SecurityError')
  }
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked)
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked)
  const { result } = renderHook(() => useRemembered())
  expect(result.current).toBe(false)
  act(() => rememberRegistration('Identity Resolution Workshop'))
  expect(result.current).toBe(true)
})
