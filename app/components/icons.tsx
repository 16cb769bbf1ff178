/**
 * The shop's line icons, drawn on a 24px grid. Decorative unless given a `title`. Each is drawn once
 * per document, in `IconSprite` (root.tsx), and used by reference (docs/decisions/152): a page of
 * tiles repeats a heart and a compare icon sixty times each.
 */
import type { ReactNode, SVGProps } from "react";
import { SPRITE_ID, useIconSymbols } from "~/lib/document/inline-styles";
import { iconBox, type IconSize } from "./icons.css";

type IconProps = Omit<SVGProps<SVGSVGElement>, "width" | "height"> & { title?: string; size?: IconSize };

const SHAPES = {
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
    </>
  ),
  heart: (
    <>
      <path d="M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.3 4.3 4.3 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z" />
    </>
  ),
  bag: (
    <>
      <path d="M5 8h14l-1 12H6L5 8Z" />
      <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
    </>
  ),
  menu: (
    <>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </>
  ),
  close: (
    <>
      <path d="m6 6 12 12M18 6 6 18" />
    </>
  ),
  pause: (
    <>
      <path d="M9 6v12M15 6v12" />
    </>
  ),
  play: (
    <>
      <path d="m8 5.5 11 6.5-11 6.5z" />
    </>
  ),
  "chevron-left": (
    <>
      <path d="m14.5 6-6 6 6 6" />
    </>
  ),
  "chevron-right": (
    <>
      <path d="m9.5 6 6 6-6 6" />
    </>
  ),
  "chevron-down": (
    <>
      <path d="m6 9.5 6 6 6-6" />
    </>
  ),
  "arrow-left": (
    <>
      <path d="M19 12H5m6-6-6 6 6 6" />
    </>
  ),
  truck: (
    <>
      <path d="M3 6.5h11v9H3zM14 9.5h3.5L21 13v2.5h-7" />
      <circle cx="7" cy="17.5" r="1.7" />
      <circle cx="17" cy="17.5" r="1.7" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3.5 5 6v5.5c0 4.3 3 7.6 7 9 4-1.4 7-4.7 7-9V6l-7-2.5Z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </>
  ),
  box: (
    <>
      <path d="M4 7.5 12 4l8 3.5v9L12 20l-8-3.5v-9Z" />
      <path d="M4 7.5 12 11l8-3.5M12 11v9" />
    </>
  ),
  diamond: (
    <>
      <path d="M7 4.5h10l3.5 5L12 20 3.5 9.5 7 4.5Z" />
      <path d="M3.5 9.5h17M9.5 4.5 8 9.5l4 10.5 4-10.5-1.5-5" />
    </>
  ),
  mail: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="1.5" />
      <path d="m4 6.5 8 6 8-6" />
    </>
  ),
  return: (
    <>
      <path d="M9 8H5V4" />
      <path d="M5.5 8A7.5 7.5 0 1 1 4.5 13" />
    </>
  ),
  minus: (
    <>
      <path d="M6 12h12" />
    </>
  ),
  plus: (
    <>
      <path d="M12 6v12M6 12h12" />
    </>
  ),
  trash: (
    <>
      <path d="M5 7h14M10 7V5h4v2M7 7l1 12.5h8L17 7M10.5 10.5v6M13.5 10.5v6" />
    </>
  ),
  /** Two opposed arrows: the compare list. */
  compare: (
    <>
      <path d="M5 8.5h13m0 0-3.5-3.5M18 8.5 14.5 12M19 15.5H6m0 0 3.5-3.5M6 15.5 9.5 19" />
    </>
  ),
  check: (
    <>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="9.5" rx="1.5" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
    </>
  ),
  /** Three sliders: the catalog's filter panel. */
  filter: (
    <>
      <path d="M4 7h9m4 0h3M4 12h3m4 0h9M4 17h11m4 0h1" />
      <circle cx="15" cy="7" r="2" />
      <circle cx="9" cy="12" r="2" />
      <circle cx="17" cy="17" r="2" />
    </>
  ),
  /** Four squares: grid display (also "two columns"). */
  grid: (
    <>
      <rect x="4.5" y="4.5" width="6" height="6" rx="1" />
      <rect x="13.5" y="4.5" width="6" height="6" rx="1" />
      <rect x="4.5" y="13.5" width="6" height="6" rx="1" />
      <rect x="13.5" y="13.5" width="6" height="6" rx="1" />
    </>
  ),
  /** Rows: list display. */
  list: (
    <>
      <rect x="4.5" y="5" width="4" height="4" rx="1" />
      <rect x="4.5" y="15" width="4" height="4" rx="1" />
      <path d="M11.5 7h8M11.5 17h8" />
    </>
  ),
  /** One wide tile: the phone's one-column catalog. */
  "single-column": (
    <>
      <rect x="6" y="4.5" width="12" height="15" rx="1.5" />
    </>
  ),
} satisfies Record<string, ReactNode>;

type IconName = keyof typeof SHAPES;

const symbolId = (name: IconName) => `i-${name}`;

/**
 * The stroke is every icon's, on its symbol; its size and no fill are its class's (decision 214),
 * a fill (the wished heart) its own style. No `focusable="false"`: only Internet Explorer and the
 * old Edge put a focus stop on an SVG, and a page of tiles carries a hundred icons (decision 197).
 */
function Icon({ name, title, size = 20, className, fill, ...props }: Omit<IconProps, "name"> & { name: IconName }) {
  return (
    <svg
      className={className ? `${iconBox[size]} ${className}` : iconBox[size]}
      style={fill ? { fill } : undefined}
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}

/**
 * Every icon's drawing, once, at the top of the body: `<use>` finds it by id. The server renders
 * the drawings (`IconSymbols`, through the document head); the browser keeps the ones the document
 * holds, so the drawings are not in its JavaScript (decision 182).
 */
export function IconSprite() {
  return (
    <svg
      id={SPRITE_ID}
      width="0"
      height="0"
      style={{ position: "absolute" }}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: useIconSymbols() }}
    />
  );
}

/** The symbols of the sprite (server only: `entry.server.tsx` renders them to markup once). */
export function IconSymbols() {
  return (
    <>
      {(Object.keys(SHAPES) as IconName[]).map((name) => (
        <symbol
          key={name}
          id={symbolId(name)}
          viewBox="0 0 24 24"
          stroke="currentColor"
          strokeWidth={1.6}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {SHAPES[name]}
        </symbol>
      ))}
    </>
  );
}

export const SearchIcon = (props: IconProps) => <Icon {...props} name="search" />;

export const UserIcon = (props: IconProps) => <Icon {...props} name="user" />;

export const HeartIcon = (props: IconProps) => <Icon {...props} name="heart" />;

export const BagIcon = (props: IconProps) => <Icon {...props} name="bag" />;

export const MenuIcon = (props: IconProps) => <Icon {...props} name="menu" />;

export const CloseIcon = (props: IconProps) => <Icon {...props} name="close" />;

export const PauseIcon = (props: IconProps) => <Icon {...props} name="pause" />;

export const PlayIcon = (props: IconProps) => <Icon {...props} name="play" />;

export const ChevronLeftIcon = (props: IconProps) => <Icon {...props} name="chevron-left" />;

export const ChevronRightIcon = (props: IconProps) => <Icon {...props} name="chevron-right" />;

export const ChevronDownIcon = (props: IconProps) => <Icon {...props} name="chevron-down" />;

export const ArrowLeftIcon = (props: IconProps) => <Icon {...props} name="arrow-left" />;

export const TruckIcon = (props: IconProps) => <Icon {...props} name="truck" />;

export const ShieldIcon = (props: IconProps) => <Icon {...props} name="shield" />;

export const BoxIcon = (props: IconProps) => <Icon {...props} name="box" />;

export const DiamondIcon = (props: IconProps) => <Icon {...props} name="diamond" />;

export const MailIcon = (props: IconProps) => <Icon {...props} name="mail" />;

export const ReturnIcon = (props: IconProps) => <Icon {...props} name="return" />;

export const MinusIcon = (props: IconProps) => <Icon {...props} name="minus" />;

export const PlusIcon = (props: IconProps) => <Icon {...props} name="plus" />;

export const TrashIcon = (props: IconProps) => <Icon {...props} name="trash" />;

export const CompareIcon = (props: IconProps) => <Icon {...props} name="compare" />;

export const CheckIcon = (props: IconProps) => <Icon {...props} name="check" />;

export const LockIcon = (props: IconProps) => <Icon {...props} name="lock" />;

export const FilterIcon = (props: IconProps) => <Icon {...props} name="filter" />;

export const GridIcon = (props: IconProps) => <Icon {...props} name="grid" />;

export const ListIcon = (props: IconProps) => <Icon {...props} name="list" />;

export const SingleColumnIcon = (props: IconProps) => <Icon {...props} name="single-column" />;
