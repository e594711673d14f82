// Written by scripts/world-map.ts (npm run map:world) with the drawing beside it: edit the script, not this file.
import url from './world-network.svg?url';

/** The network's world map: a file of its own (cached, kept out of the page's HTML) and its size, for the img. */
export const WORLD_NETWORK_MAP = { url, width: 960, height: 418 } as const;
