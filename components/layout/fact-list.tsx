/**
 * Facts as a description list (label, value), leaving out those without a value: what a reader scans
 * first on job and employer pages. The caller styles the list.
 */
export function FactList({
  facts,
  className,
}: {
  facts: ReadonlyArray<readonly [string, string | null | undefined]>;
  className?: string;
}) {
  return (
    <dl className={className}>
      {facts
        .filter(([, value]) => !!value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
