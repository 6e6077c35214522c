import type { SVGProps } from 'react';

/**
 * Icons of the wish list (a heart, filled when the product is on the list) and the compare list (two opposite arrows),
 * drawn like the layout's icons (stroke on a 24 px grid). Decorative: the control that holds one carries the name.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function svgProps({ size = 24, ...props }: IconProps): SVGProps<SVGSVGElement> {
  return {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
    ...props,
  };
}

export function HeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <svg {...svgProps(props)}>
      <path
        fill={filled ? 'currentColor' : 'none'}
        d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.9 4 7.4 4c2 0 3.6 1.1 4.6 2.7C13 5.1 14.6 4 16.6 4c3.5 0 5.8 3.6 4.6 7.1-1.7 4.8-9.2 9.4-9.2 9.4z"
      />
    </svg>
  );
}

export function CompareIcon(props: IconProps) {
  return (
    <svg {...svgProps(props)}>
      <path d="M4 8h14m-4-4 4 4-4 4" />
      <path d="M20 16H6m4-4-4 4 4 4" />
    </svg>
  );
}
