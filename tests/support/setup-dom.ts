import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

// findBy*/waitFor wait for the element itself; their default 1 s gave up on pages whose first
// render awaits a lazy import (the sanitiser, a form's schema) while CI's two cores were busy.
configure({ asyncUtilTimeout: 5_000 })

// jsdom has no ResizeObserver; Radix primitives (slider, tabs) observe their size.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in globalThis)) Reflect.set(globalThis, 'ResizeObserver', ResizeObserverStub)
