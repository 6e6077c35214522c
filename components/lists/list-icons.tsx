import { SpriteIcon, type IconProps } from '@/components/icons/sprite-icon';

/**
 * Icons of the wish list (a heart, filled when the product is on the list) and the compare list (two opposite arrows),
 * from the icon sprite like the layout's icons. Decorative: the control that holds one carries the name.
 */
export function HeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return <SpriteIcon name={filled ? 'heart-filled' : 'heart'} {...props} />;
}

export function CompareIcon(props: IconProps) {
  return <SpriteIcon name="compare" {...props} />;
}
