import { AppRoutes } from '@/app/app-routes'
import { Providers } from '@/app/providers'

export function App() {
  return (
    <Providers>
      <AppRoutes />
    </Providers>
  )
}
