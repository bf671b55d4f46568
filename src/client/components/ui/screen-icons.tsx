// The icons of single screens (cart, checkout, menu, addresses, profile, orders, kiosk, sign-in,
// payment, forms), drawn with the helpers of icons.tsx and loaded with the screens that use them.
import { choiceIcon, type IconProps, LinePath, lineIcon, navIcon, Svg } from "./icons.tsx";

/** The small cross that removes one condiment from a cart line. */
export const RemoveIcon = lineIcon({ d: "M7 7l10 10M17 7L7 17", size: 16, strokeWidth: 2.2, cap: true });
const stepper = { size: 20, strokeWidth: 2.4, cap: true };
export const PlusIcon = lineIcon({ ...stepper, d: "M12 5v14M5 12h14" });
export const MinusIcon = lineIcon({ ...stepper, d: "M5 12h14" });
export const TrashIcon = lineIcon({
  d: "M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12M10 11v5M14 11v5",
  size: 18,
  strokeWidth: 1.8,
  cap: true,
  join: true,
});
export const EditIcon = lineIcon({
  d: "M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4",
  size: 18,
  strokeWidth: 2,
  join: true,
});
export const HamburgerIcon = lineIcon({ d: "M4 7h16M4 12h16M4 17h16", size: 24, strokeWidth: 2, cap: true });
export const BackspaceIcon = lineIcon({
  size: 28,
  strokeWidth: 1.8,
  cap: true,
  join: true,
  d: "M9 5h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-6-7zM12 9.5l5 5M17 9.5l-5 5",
});
export const SettingsIcon = lineIcon({
  d: "M12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM19.4 13a7.6 7.6 0 0 0 0-2l2-1.6-2-3.4-2.4 1a7.4 7.4 0 0 0-1.7-1L15 3.5h-4l-.4 2.5a7.4 7.4 0 0 0-1.7 1l-2.4-1-2 3.4 2 1.6a7.6 7.6 0 0 0 0 2l-2 1.6 2 3.4 2.4-1a7.4 7.4 0 0 0 1.7 1l.4 2.5h4l.4-2.5a7.4 7.4 0 0 0 1.7-1l2.4 1 2-3.4z",
  size: 20,
  strokeWidth: 1.6,
  join: true,
});

/** A ring and a line through or out of it, at the size of a field's icon. */
function ringIcon(ring: { cx: number; r: number }, d: string) {
  return (props: IconProps) => (
    <Svg size={20} {...props}>
      <circle cx={ring.cx} cy={ring.cx} r={ring.r} fill="none" stroke="currentColor" strokeWidth="2" />
      <LinePath d={d} strokeWidth={2} cap />
    </Svg>
  );
}
export const SearchIcon = ringIcon({ cx: 11, r: 6.5 }, "M16 16l4.5 4.5");
/** Centre the map on the device's position. */
export const LocateIcon = ringIcon({ cx: 12, r: 4 }, "M12 2v3M12 19v3M2 12h3M19 12h3");

export const ReceiptIcon = navIcon(
  "M7 3.5h10a1.5 1.5 0 0 1 1.5 1.5v15.5l-2.5-1.5-2.5 1.5-2.5-1.5-2.5 1.5-2.5-1.5V5A1.5 1.5 0 0 1 7 3.5zM9 8.5h6M9 12h6M9 15.5h3",
);

export const CreditCardIcon = choiceIcon(
  "M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 10h18M7 15h4",
  { cap: true },
);
export const CupIcon = choiceIcon(
  "M5 8h12v5a6 6 0 0 1-12 0zM17 9h1.5a2.5 2.5 0 0 1 0 5H17M8 3v2M11 3v2M14 3v2",
  { cap: true },
);

export function PhoneIcon(props: IconProps) {
  return (
    <Svg size={24} {...props}>
      <rect
        x="6.5"
        y="2.75"
        width="11"
        height="18.5"
        rx="2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
      />
      <LinePath d="M10.5 18h3" strokeWidth={1.7} cap />
    </Svg>
  );
}

export const PersonAddIcon = lineIcon({
  d: "M10 11.5a3.75 3.75 0 1 0 0-7.5 3.75 3.75 0 0 0 0 7.5zM3.5 20c1-3.4 3.5-5.2 6.5-5.2 1.4 0 2.7.4 3.8 1.1M18 14v6M15 17h6",
  size: 24,
  strokeWidth: 1.7,
  cap: true,
});

/** Beside a field's error message. */
export function ErrorIcon(props: IconProps) {
  return (
    <Svg size={16} viewBox="0 0 20 20" {...props}>
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <LinePath d="M10 5.5v5.5M10 13.6v.1" strokeWidth={1.8} cap />
    </Svg>
  );
}

/** A ringed tick, as in the notice that an address was saved. */
export function CheckCircleIcon(props: IconProps) {
  return (
    <Svg size={48} viewBox="0 0 48 48" {...props}>
      <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
      <LinePath d="M14 25l7 7 13-15" strokeWidth={3.5} cap join />
    </Svg>
  );
}

/** A tick on a tinted disc: a form sent. */
export function CheckSoftIcon(props: IconProps) {
  return (
    <Svg size={48} viewBox="0 0 48 48" {...props}>
      <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
      <LinePath d="M15 24.5l6 6 12-13" strokeWidth={3} cap />
    </Svg>
  );
}

/** The large tick or cross on a ringed, tinted disc that ends a payment. */
export function ResultIcon({ kind, ...props }: IconProps & { kind: "success" | "error" }) {
  return (
    <Svg size={72} viewBox="0 0 48 48" {...props}>
      <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
      <circle cx="24" cy="24" r="17" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <LinePath
        d={kind === "success" ? "M16 24.5l5.5 5.5L32.5 19" : "M18 18l12 12M30 18L18 30"}
        strokeWidth={3}
        cap
        join
      />
    </Svg>
  );
}
