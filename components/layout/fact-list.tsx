import type { IconComponent } from '@/components/icons/icon';

type Fact = readonly [label: string, value: string | null | undefined, icon?: IconComponent];

/**
 * Facts as a description list (label, value, optionally a decorative icon before the label), leaving out
 * those without a value: what a reader scans first on job and employer pages. The caller styles the list.
 */
export function FactList({ facts, className }: { facts: ReadonlyArray<Fact>; className?: string }) {
  return (
    <dl className={className}>
      {facts
        .filter(([, value]) => !!value)
        .map(([label, value, Icon]) => (
          <div key={label}>
            <dt>
              {Icon && <Icon />}
              {label}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
