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
import { spriteID, type SpriteIconName } from './icon-sprite.tsx';

/** The sprite's icons by name: an explicit map keeps the bundle to them and renders on the server. */
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
} satisfies Record<SpriteIconName, LucideIcon>;

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
