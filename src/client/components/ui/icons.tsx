// The icons of the app's chrome and the landing page (loaded at start-up), and the drawing helpers
// every icon uses. The screens' own icons are in screen-icons.tsx, so the landing page's first
// render does not carry them.
import type { ReactNode } from "react";

/**
 * Every icon the app draws. Decorative by default (hidden from assistive technology, since the
 * button or link around it carries the name); give `title` where the icon alone says something.
 */
export type IconProps = {
  /** Width and height in CSS pixels; each icon defaults to the size it is mostly drawn at. */
  size?: number;
  title?: string;
  className?: string;
};

type SvgProps = IconProps & {
  size: number;
  viewBox?: string;
  /**
   * Points along the reading direction (back, previous, next): mirrored in right-to-left
   * (global.css). Plus, close, cart, search and the like read the same both ways.
   */
  directional?: boolean;
  children: ReactNode;
};

export function Svg({ size, viewBox = "0 0 24 24", directional, title, className, children }: SvgProps) {
  return (
    <svg
      viewBox={viewBox}
      width={size}
      height={size}
      className={className}
      data-directional={directional ? "" : undefined}
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      {title && <title>{title}</title>}
      {children}
    </svg>
  );
}

export type Line = {
  d: string;
  size: number;
  strokeWidth: number;
  cap?: boolean;
  join?: boolean;
  viewBox?: string;
  /** Mirrored in right-to-left (see Svg). */
  directional?: boolean;
};

/** A path drawn with the current colour's stroke only, the shape of most of the set. */
export function LinePath({ d, strokeWidth, cap, join }: Omit<Line, "size" | "viewBox" | "directional">) {
  return (
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={cap ? "round" : undefined}
      strokeLinejoin={join ? "round" : undefined}
    />
  );
}

export type LineIconProps = IconProps & {
  /** For the few places drawn lighter or heavier than the set. */
  strokeWidth?: number;
};

/** An icon of one stroked path, the shape of most of the set. */
export function drawLine(
  line: Line,
  { size = line.size, strokeWidth = line.strokeWidth, ...props }: LineIconProps,
) {
  return (
    <Svg size={size} viewBox={line.viewBox} directional={line.directional} {...props}>
      <LinePath {...line} strokeWidth={strokeWidth} />
    </Svg>
  );
}

/** An icon component of one stroked path: most of the set is a line's table row. */
export const lineIcon = (line: Line) => (props: LineIconProps) => drawLine(line, props);

// Controls. The chevrons are drawn for left-to-right and mirrored in right-to-left, so "start"
// always points towards where reading begins (back, previous).
const control = { size: 22, strokeWidth: 2.2, cap: true };
export const ChevronStartIcon = lineIcon({ ...control, directional: true, d: "M15 5l-7 7 7 7" });
export const ChevronEndIcon = lineIcon({ ...control, directional: true, d: "M9 5l7 7-7 7" });
export const CloseIcon = lineIcon({ ...control, strokeWidth: 2, d: "M6 6l12 12M18 6L6 18" });
/** The tighter plus and minus of the landing page's product cards. */
export const PlusSmallIcon = lineIcon({ ...control, size: 16, d: "M6 12h12M12 6v12" });
export const MinusSmallIcon = lineIcon({ ...control, size: 16, d: "M6 12h12" });
export function PlayIcon(props: IconProps) {
  return (
    <Svg size={18} {...props}>
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </Svg>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <Svg size={18} {...props}>
      <path d="M8 5h3v14H8zM13 5h3v14h-3z" fill="currentColor" />
    </Svg>
  );
}

export function PinIcon(props: IconProps) {
  return (
    <Svg size={28} {...props}>
      <LinePath d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0C18.5 15.4 12 21 12 21z" strokeWidth={1.8} />
      <circle cx="12" cy="10" r="2.4" fill="currentColor" />
    </Svg>
  );
}

// Navigation: the bottom bar and the profile's side panel share one stroke.
export const navIcon = (d: string) => lineIcon({ size: 24, strokeWidth: 1.8, cap: true, join: true, d });
export const HomeIcon = navIcon("M4 11.5 12 4l8 7.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z");
export const MenuIcon = navIcon("M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM9 9h6M9 13h6M9 17h3");
export const CartIcon = navIcon(
  "M5 8h14l-1.2 11.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8zM9 8V7a3 3 0 0 1 6 0v1",
);
export const ProfileIcon = navIcon(
  "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5",
);
export const LockIcon = navIcon(
  "M6.5 11h11a1 1 0 0 1 1 1v7.5a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1V12a1 1 0 0 1 1-1zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2",
);
export const ReturnsIcon = navIcon("M9 7H4.5V2.5M4.8 7A8 8 0 1 1 4 12.5");
// Social accounts in the footer.
const socialIcon = (d: string) => lineIcon({ size: 22, strokeWidth: 1.7, cap: true, join: true, d });
export const InstagramIcon = socialIcon(
  "M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zM12 8.2a3.8 3.8 0 1 0 0 7.6 3.8 3.8 0 0 0 0-7.6zM17.2 6.6v.1",
);
export const FacebookIcon = socialIcon(
  "M14 21v-7.5h2.6l.4-3H14V8.7c0-.9.3-1.5 1.6-1.5H17V4.5c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.2H8.3v3H11V21",
);
export const TikTokIcon = socialIcon("M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.2 4.4 5 4.6");

// Choices: the order method (the payment method and an ordered item are in screen-icons.tsx).
export const choiceIcon = (d: string, ends: Pick<Line, "cap" | "join">) =>
  lineIcon({ size: 28, strokeWidth: 1.6, ...ends, d });
export const DeliveryIcon = choiceIcon("M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z", {
  join: true,
});
export const PickupIcon = choiceIcon("M4 7h16l-1 4H5zM5 11v9h14v-9M9 20v-5h6v5M4 7l2-3h12l2 3", {
  join: true,
});
/** The coffee-bean brand mark; its groove takes the colour of the surface it sits on. */
export function BeanMark({ groove = "var(--color-espresso)", ...props }: IconProps & { groove?: string }) {
  return (
    <Svg size={30} viewBox="0 0 32 32" {...props}>
      <ellipse cx="16" cy="16" rx="10" ry="13" transform="rotate(28 16 16)" fill="currentColor" />
      <path
        d="M11.5 6.5c5 4.5 4 14-2 19"
        transform="rotate(28 16 16) translate(2.5 0)"
        fill="none"
        stroke={groove}
        strokeWidth="2"
        strokeLinecap="round"
      />
    </Svg>
  );
}
