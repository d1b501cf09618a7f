import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense, useState, type ComponentType } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyWithPreload } from '@/lib/lazy-with-preload'

const Page = () => <h1>The page</h1>
const shell = (Component: ComponentType) => (
  <Suspense fallback={<p>Loading…</p>}>
    <Component />
  </Suspense>
)

describe('lazyWithPreload', () => {
  it('suspends like React.lazy when the module is not there yet, then shows it', async () => {
    const Lazy = lazyWithPreload(() => Promise.resolve(Page))
    render(shell(Lazy))
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument()
  })

  it('shows a preloaded module on the first render, without the fallback', async () => {
    const load = vi.fn(() => Promise.resolve(Page))
    const Lazy = lazyWithPreload(load)
    await Lazy.preload()
    render(shell(Lazy))
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument()
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps the page it showed when rendered again after its module arrived', async () => {
    function Counter() {
      const [count, setCount] = useState(0)
      return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>
    }
    const Lazy = lazyWithPreload(() => Promise.resolve(Counter))
    const view = render(shell(Lazy))
    await userEvent.click(await screen.findByRole('button', { name: 'Clicked 0' }))
    view.rerender(shell(Lazy))
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument()
  })

  it('loads the module once however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Page))
    const Lazy = lazyWithPreload(load)
    await Promise.all([Lazy.preload(), Lazy.preload()])
    await Lazy.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Page>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Page)
    const Lazy = lazyWithPreload(load)
    await expect(Lazy.preload()).rejects.toThrow('chunk failed')
    await Lazy.preload()
    render(shell(Lazy))
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
