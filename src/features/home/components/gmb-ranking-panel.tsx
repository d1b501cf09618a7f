import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Card } from '@/components/ui/card'
import { gmbRanking } from '@/content/home'
import { RankGrid } from './rank-grid'

export function GmbRankingPanel() {
  return (
    <Card
      radius="xl"
      elevation="flat"
      className="grid items-center gap-6 p-5 sm:p-8 md:grid-cols-2"
    >
      <div>
        <h3 className="font-semibold text-foreground">
          Keyword: <span className="text-primary">“{gmbRanking.keyword}”</span>
        </h3>
        <dl className="mt-6 grid grid-cols-2 gap-4">
          <div className="flex flex-col">
            <dt className="text-sm text-muted-foreground">Current rank</dt>
            <dd className="order-first text-4xl font-extrabold text-foreground">
              #{gmbRanking.currentRank}
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-sm text-muted-foreground">Average rank</dt>
            <dd className="order-first text-4xl font-extrabold text-foreground">
              {gmbRanking.averageRank}
            </dd>
          </div>
        </dl>
        <p className="mt-6 text-sm text-muted-foreground">
          Last updated {gmbRanking.updated}. {gmbRanking.note}
        </p>
        <Link
          to="/gmb-tank-tracking"
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {gmbRanking.linkLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div className="mx-auto w-full max-w-[18rem]">
        <RankGrid />
      </div>
    </Card>
  )
}
