import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import {
  forgetAccess,
  rememberAccess,
  useRemembered,
} from '@/features/workshop/lib/registration-memory'

const access = `0b5f3c7e-1d2a-4c5b-9e8f-7a6b5c4d3e2f.${'a'.repeat(43)}`

afterEach(() => {
  vi.restoreAllMocks()
  window.localStorage.clear()
})

it('keeps the link for this visit when the browser blocks storage', () => {
  const blocked = () => {
    throw new DOMException('storage is blocked', 'SecurityError')
  }
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked)
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked)
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked)
  const { result } = renderHook(() => useRemembered())
  expect(result.current).toBeNull()
  act(() => rememberAccess(access))
  expect(result.current).toBe(access)
  act(() => forgetAccess())
  expect(result.current).toBeNull()
})

it("ignores the old 'workshopRegistration' key: it holds no link", () => {
  window.localStorage.setItem('workshopRegistration', '{"webinarTitle":"x"}')
  const { result } = renderHook(() => useRemembered())
  expect(result.current).toBeNull()
})
