import {
  Armchair,
  ArrowRight,
  Baby,
  Bot,
  Briefcase,
  ChevronDown,
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
import styles from './icon-sprite.module.css';

/**
 * The icons the industry pages draw dozens of times (each industry's icon in the sidebar and in its card or section, the
 * cards' arrows and chevrons). The page defines each once, in `IconSprite`, and every drawing refers to it: 40 inline
 * copies were a fifth of the home page's HTML. The industry tree names its icons by these keys; an explicit map keeps
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
} satisfies Record<string, LucideIcon>;

export type SpriteIconName = keyof typeof SPRITE_ICONS;

const isSpriteIcon = (name: string): name is SpriteIconName => Object.hasOwn(SPRITE_ICONS, name);

const spriteID = (name: SpriteIconName) => `icon-${name}`;

/** The definitions `SpriteIcon` refers to, once per page that draws them; hidden, and out of the page's flow. */
export function IconSprite() {
  return (
    <svg className={styles.sprite} aria-hidden focusable="false">
      {Object.entries(SPRITE_ICONS).map(([name, Icon]) => (
        <Icon key={name} id={spriteID(name as SpriteIconName)} />
      ))}
    </svg>
  );
}

/** A decorative icon of the sprite at `size` CSS pixels; an unknown name (from the data) draws the grid. */
export function SpriteIcon({ name, size, className }: { name: string; size: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" className={className} aria-hidden focusable="false">
      <use href={`#${spriteID(isSpriteIcon(name) ? name : 'LayoutGrid')}`} />
    </svg>
  );
}
