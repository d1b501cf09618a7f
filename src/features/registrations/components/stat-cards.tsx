import { TrendingDown, TrendingUp } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { formatChange, formatPercent } from '@/features/registrations/lib/format'
import type { RegistrationStats } from '@/features/registrations/api/get-registrations'
import { cn } from '@/lib/utils'

type StatCardProps = { label: string; value: string; change: string; trend: number; note: string }

function StatCard({ label, value, change, trend, note }: StatCardProps) {
  const Icon = trend < 0 ? TrendingDown : TrendingUp
  return (
    <Card className="p-4 sm:p-5">
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <p className="mt-1 text-3xl font-bold tracking-tight text-foreground">{value}</p>
      <p
        className={cn(
          'mt-2 flex items-center gap-1 text-sm font-medium',
          trend < 0 ? 'text-destructive' : 'text-emerald-700',
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
        {change} <span className="font-normal text-muted-foreground">from previous month</span>
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{note}</p>
    </Card>
  )
}

/** The dashboard's three stat cards, each saying what it counts. */
export function StatCards({ stats }: { stats: RegistrationStats }) {
  const { totalRegistrations, activeUsers, conversionRate, lastMonthCount } = stats
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard
        label="Total Registrations"
        value={totalRegistrations.value.toLocaleString('en-US')}
        change={formatChange(totalRegistrations.change, '%')}
        trend={totalRegistrations.change}
        note={`All workshop registrations; ${lastMonthCount.toLocaleString('en-US')} in the last month.`}
      />
      <StatCard
        label="Active Users"
        value={activeUsers.value.toLocaleString('en-US')}
        change={formatChange(activeUsers.change, '%')}
        trend={activeUsers.change}
        note="Unique email addresses that registered in the last month."
      />
      <StatCard
        label="Conversion Rate"
        value={formatPercent(conversionRate.value)}
        change={formatChange(conversionRate.change, ' pp')}
        trend={conversionRate.change}
        note="Registrations that left an email address; change in percentage points."
      />
    </div>
  )
}

export function StatCardsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="h-[9.5rem] animate-pulse bg-muted/60 p-5" />
      ))}
    </div>
  )
}
