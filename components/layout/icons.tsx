import { SpriteIcon, type IconProps } from '@/components/icons/sprite-icon';

/**
 * Icons of the layout, from the icon sprite (stroke icons on a 24 px grid; the social networks' marks are filled
 * glyphs). Decorative: aria-hidden, the control that holds one carries the accessible name. No hooks, so server and
 * client components can use them.
 */

export function SearchIcon(props: IconProps) {
  return <SpriteIcon name="search" {...props} />;
}

export function PhoneIcon(props: IconProps) {
  return <SpriteIcon name="phone" {...props} />;
}

export function UserIcon(props: IconProps) {
  return <SpriteIcon name="user" {...props} />;
}

export function CartIcon(props: IconProps) {
  return <SpriteIcon name="cart" {...props} />;
}

export function MenuIcon(props: IconProps) {
  return <SpriteIcon name="menu" {...props} />;
}

export function CloseIcon(props: IconProps) {
  return <SpriteIcon name="close" {...props} />;
}

export function ChevronDownIcon(props: IconProps) {
  return <SpriteIcon name="chevron-down" {...props} />;
}

export function ChevronRightIcon(props: IconProps) {
  return <SpriteIcon name="chevron-right" {...props} />;
}

export function ArrowUpIcon(props: IconProps) {
  return <SpriteIcon name="arrow-up" {...props} />;
}

export function AlertIcon(props: IconProps) {
  return <SpriteIcon name="alert" {...props} />;
}

export function InfoIcon(props: IconProps) {
  return <SpriteIcon name="info" {...props} />;
}

export function TruckIcon(props: IconProps) {
  return <SpriteIcon name="truck" {...props} />;
}

export function MailIcon(props: IconProps) {
  return <SpriteIcon name="mail" {...props} />;
}

export function ClockIcon(props: IconProps) {
  return <SpriteIcon name="clock" {...props} />;
}

export function GiftIcon(props: IconProps) {
  return <SpriteIcon name="gift" {...props} />;
}

export function FacebookIcon(props: IconProps) {
  return <SpriteIcon name="facebook" size={20} {...props} />;
}

export function InstagramIcon(props: IconProps) {
  return <SpriteIcon name="instagram" size={20} {...props} />;
}

export function YoutubeIcon(props: IconProps) {
  return <SpriteIcon name="youtube" size={20} {...props} />;
}

export function TiktokIcon(props: IconProps) {
  return <SpriteIcon name="tiktok" size={20} {...props} />;
}
