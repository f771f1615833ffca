import type { ReactNode } from 'react';

export type IconProps = { className?: string };
export type IconComponent = (props: IconProps) => ReactNode;

/**
 * An inline SVG icon, always decorative: hidden from assistive technology and never focusable. A control
 * that shows only an icon names itself (visually hidden text or aria-label); the icon adds nothing to it.
 * Outline icons draw with a 2 px stroke in the text colour (Lucide's grid), brand marks are filled.
 */
function Svg({ className, filled, children }: IconProps & { filled: boolean; children: ReactNode }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      {...(filled
        ? { fill: 'currentColor' }
        : {
            fill: 'none',
            stroke: 'currentColor',
            strokeWidth: 2,
            strokeLinecap: 'round' as const,
            strokeLinejoin: 'round' as const,
          })}
    >
      {children}
    </svg>
  );
}

/** An outline icon from its SVG children (24 × 24 grid). */
export function outlineIcon(name: string, children: ReactNode): IconComponent {
  const Icon = ({ className }: IconProps) => (
    <Svg className={className} filled={false}>
      {children}
    </Svg>
  );
  Icon.displayName = name;
  return Icon;
}

/** A filled mark from one path (24 × 24 grid), for brand logos. */
export function filledIcon(name: string, d: string): IconComponent {
  const Icon = ({ className }: IconProps) => (
    <Svg className={className} filled>
      <path d={d} />
    </Svg>
  );
  Icon.displayName = name;
  return Icon;
}
