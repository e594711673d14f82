import {
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
  LayoutGrid,
  type LucideIcon,
  type LucideProps,
  Shirt,
  Sparkles,
  Wheat,
  Zap,
} from 'lucide-react';

/**
 * The icons the industry tree names. An explicit map keeps the bundle to these fifteen and renders on the server;
 * lucide's dynamic loader would do neither.
 */
const INDUSTRY_ICONS: Record<string, LucideIcon> = {
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
};

export function IndustryIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = INDUSTRY_ICONS[name] ?? LayoutGrid;
  return <Icon aria-hidden {...props} />;
}
