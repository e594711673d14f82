import {
  Armchair,
  ArrowRight,
  Baby,
  Bot,
  Briefcase,
  ChevronDown,
  ChevronRight,
  Cog,
  Cpu,
  Factory,
  Forklift,
  Gem,
  HeartPulse,
  House,
  LayoutGrid,
  type LucideIcon,
  Shirt,
  Sparkles,
  Wheat,
  Zap,
} from 'lucide-react';
import { cx } from '../../lib/cx.ts';
import styles from './icon-sprite.module.css';

/**
 * The icons the industry pages draw dozens of times (each industry's icon in the sidebar and in its card or section, the
 * cards' arrows and chevrons). They are defined once, in the sprite's file (`IconSpriteFile`), and every drawing refers
 * to it: 40 inline copies were a fifth of the home page's HTML. The industry tree names its icons by these keys; an explicit map keeps
 * the bundle to them and renders on the server, which lucide's dynamic loader would not.
 */
const SPRITE_ICONS = {
  Armchair,
  Baby,
  Bot,
  Briefcase,
  Cog,
  Cpu,
  Factory,
  Forklift,
  Gem,
  HeartPulse,
  House,
  Shirt,
  Sparkles,
  Wheat,
  Zap,
  LayoutGrid,
  ArrowRight,
  ChevronDown,
  ChevronRight,
} satisfies Record<string, LucideIcon>;

export type SpriteIconName = keyof typeof SPRITE_ICONS;

const isSpriteIcon = (name: string): name is SpriteIconName => Object.hasOwn(SPRITE_ICONS, name);

const spriteID = (name: SpriteIconName) => `icon-${name}`;

/**
 * Lucide draws every icon with the same presentation attributes (stroke, fill, line caps, size); a definition drops them
 * and `.icon` sets them once, inherited by every drawing through its `<use>`. A definition keeps its viewBox, so a
 * drawing scales it to the drawing's own size.
 */
const bareDefinition = {
  xmlns: undefined,
  width: undefined,
  height: undefined,
  fill: undefined,
  stroke: undefined,
  strokeLinecap: undefined,
  strokeLinejoin: undefined,
  'aria-hidden': undefined,
} as const;

/**
 * Where the sprite is served, as a file of its own: every page that draws its icons refers to the one copy the browser
 * keeps, instead of carrying 6 KB of definitions in its HTML.
 */
export const ICON_SPRITE_PATH = '/icons.svg';

/** The sprite's file: one definition of each icon, `SpriteIcon` draws them by id. */
export function IconSpriteFile() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg">
      {Object.entries(SPRITE_ICONS).map(([name, Icon]) => (
        <Icon key={name} id={spriteID(name as SpriteIconName)} {...bareDefinition} />
      ))}
    </svg>
  );
}

/** A decorative icon of the sprite at `size` CSS pixels; an unknown name (from the data) draws the grid. */
export function SpriteIcon({ name, size, className }: { name: string; size: number; className?: string }) {
  return (
    <svg width={size} height={size} className={cx(styles.icon, className)} aria-hidden>
      <use href={`${ICON_SPRITE_PATH}#${spriteID(isSpriteIcon(name) ? name : 'LayoutGrid')}`} />
    </svg>
  );
}
