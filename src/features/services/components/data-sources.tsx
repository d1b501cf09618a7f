type DataSourcesProps = { label: string; sources: string[] }

export function DataSources({ label, sources }: DataSourcesProps) {
  return (
    <div className="mt-14 text-center">
      <h3 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
        {label}
      </h3>
      <ul className="mx-auto mt-5 flex max-w-3xl flex-wrap justify-center gap-2">
        {sources.map((source) => (
          <li
            key={source}
            className="rounded-full border bg-white px-4 py-1.5 text-sm font-medium text-foreground shadow-sm"
          >
            {source}
          </li>
        ))}
      </ul>
    </div>
  )
}
