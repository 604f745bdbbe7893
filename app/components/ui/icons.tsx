import type { SVGProps } from "react";
// One hashed, long-cached file of <symbol>s instead of path data in every page's JavaScript; never inlined as a
// data: URL, which <use> does not accept.
import sprite from "./icons.svg?no-inline";

type IconProps = SVGProps<SVGSVGElement>;

/**
 * A 24×24 icon from the sprite, drawn in the text colour (the `icon` class of app.css sets the strokes; the filled ones
 * set their own fill in the sprite); decorative unless the caller gives it a label.
 */
function SpriteIcon({ name, className = "size-5", ...props }: IconProps & { name: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`icon ${className}`} {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
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

export function ChevronLeftIcon(props: IconProps) {
  return <SpriteIcon name="chevron-left" {...props} />;
}

export function ChevronRightIcon(props: IconProps) {
  return <SpriteIcon name="chevron-right" {...props} />;
}

export function FilterIcon(props: IconProps) {
  return <SpriteIcon name="filter" {...props} />;
}

export function ArrowRightIcon(props: IconProps) {
  return <SpriteIcon name="arrow-right" {...props} />;
}

export function CartIcon(props: IconProps) {
  return <SpriteIcon name="cart" {...props} />;
}

export function UserIcon(props: IconProps) {
  return <SpriteIcon name="user" {...props} />;
}

export function ExternalLinkIcon(props: IconProps) {
  return <SpriteIcon name="external-link" {...props} />;
}

export function PhoneIcon(props: IconProps) {
  return <SpriteIcon name="phone" {...props} />;
}

export function MailIcon(props: IconProps) {
  return <SpriteIcon name="mail" {...props} />;
}

export function MapPinIcon(props: IconProps) {
  return <SpriteIcon name="map-pin" {...props} />;
}

export function CheckCircleIcon(props: IconProps) {
  return <SpriteIcon name="check-circle" {...props} />;
}

export function AlertCircleIcon(props: IconProps) {
  return <SpriteIcon name="alert-circle" {...props} />;
}

export function InfoCircleIcon(props: IconProps) {
  return <SpriteIcon name="info-circle" {...props} />;
}

export function TruckIcon(props: IconProps) {
  return <SpriteIcon name="truck" {...props} />;
}

export function FacebookIcon(props: IconProps) {
  return <SpriteIcon name="facebook" {...props} />;
}

export function InstagramIcon(props: IconProps) {
  return <SpriteIcon name="instagram" {...props} />;
}
