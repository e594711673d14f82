import { cx } from '../../lib/cx.ts';
import styles from './icon-sprite.module.css';

/**
 * The icons the industry pages draw dozens of times (each industry's icon in the sidebar and in its card or section, the
 * cards' arrows and chevrons). They are defined once, in the sprite's file (`icon-sprite-file.tsx`, drawn by the server
 * only, so no page's script carries their drawings), and every drawing refers to it: 40 inline copies were a fifth of
 * the home page's HTML. The industry tree names its icons by these keys.
 */
export const SPRITE_ICON_NAMES = [
  'Armchair',
  'Baby',
  'Bot',
  'Briefcase',
  'Cog',
  'Cpu',
  'Factory',
  'Forklift',
  'Gem',
  'HeartPulse',
  'House',
  'Shirt',
  'Sparkles',
  'Wheat',
  'Zap',
  'LayoutGrid',
  'ArrowRight',
  'ChevronDown',
  'ChevronRight',
] as const;

export type SpriteIconName = (typeof SPRITE_ICON_NAMES)[number];

const isSpriteIcon = (name: string): name is SpriteIconName =>
  (SPRITE_ICON_NAMES as readonly string[]).includes(name);

export const spriteID = (name: SpriteIconName) => `icon-${name}`;

/**
 * Where the sprite is served, as a file of its own: every page that draws its icons refers to the one copy the browser
 * keeps, instead of carrying 6 KB of definitions in its HTML.
 */
export const ICON_SPRITE_PATH = '/icons.svg';

/** A decorative icon of the sprite at `size` CSS pixels; an unknown name (from the data) draws the grid. */
export function SpriteIcon({ name, size, className }: { name: string; size: number; className?: string }) {
  return (
    <svg width={size} height={size} className={cx(styles.icon, className)} aria-hidden>
      <use href={`${ICON_SPRITE_PATH}#${spriteID(isSpriteIcon(name) ? name : 'LayoutGrid')}`} />
    </svg>
  );
}
