/**
 * Draws the network's world map (`npm run map:world`): every country from Natural Earth's 1:110m outlines (the public-domain
 * data of the `world-atlas` package), simplified, the 25 portals' countries marked, written to
 * `apps/web/src/components/content/world-network.svg`, with a module beside it that gives the page its address and size. The
 * portals come from the web app's own list, so the map follows it
 * when it changes; run the script again and commit the drawing.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature, merge } from 'topojson-client';
import { presimplify, quantile, simplify } from 'topojson-simplify';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { SISTER_PORTALS } from '../apps/web/src/content/network.ts';
import { runMain } from './run-main.ts';

const DRAWING = fileURLToPath(
  new URL('../apps/web/src/components/content/world-network.svg', import.meta.url),
);
const MODULE = fileURLToPath(
  new URL('../apps/web/src/components/content/world-network-map.ts', import.meta.url),
);
const WORLD_MAP_WIDTH = 960;
const KEPT_POINTS = 0.35;

/** Natural Earth names countries by their ISO 3166 numeric code; the portals by their letters. */
const NUMERIC_CODES: Record<string, string> = {
  US: '840',
  CN: '156',
  MX: '484',
  CA: '124',
  BR: '076',
  AR: '032',
  CO: '170',
  CL: '152',
  PE: '604',
  ES: '724',
  IT: '380',
  DE: '276',
  FR: '250',
  GB: '826',
  TR: '792',
  AE: '784',
  ZA: '710',
  IN: '356',
  JP: '392',
  KR: '410',
  VN: '704',
  TH: '764',
  MY: '458',
  ID: '360',
  AU: '036',
};
const ANTARCTICA = '010';

async function main() {
  const outlines = createRequire(import.meta.url)('world-atlas/countries-110m.json') as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  // A third of the outlines' points, those that shape them most: at 960 px the rest are inside a pixel, and they would
  // more than double the file. Simplified as a topology, neighbours keep sharing their borders.
  const presimplified = presimplify(outlines);
  const topology = simplify(presimplified, quantile(presimplified, KEPT_POINTS));
  const countries = topology.objects.countries;
  const portalOf = new Map(
    SISTER_PORTALS.map((portal) => {
      const numeric = NUMERIC_CODES[portal.code];
      if (!numeric) throw new Error(`no ISO numeric code for the portal of ${portal.country}`);
      return [numeric, portal] as const;
    }),
  );
  const missing = [...portalOf.keys()].filter((id) => !countries.geometries.some((g) => g.id === id));
  if (missing.length) throw new Error(`not in the outlines: ${missing.join(', ')}`);

  // Antarctica takes a fifth of the height and has no portal: the map leaves it out.
  const shown = countries.geometries.filter((g) => g.id !== ANTARCTICA);
  const projection = geoNaturalEarth1().fitWidth(
    WORLD_MAP_WIDTH,
    feature(topology, { ...countries, geometries: shown }),
  );
  // Whole pixels: at this size a finer outline is invisible and would double the file.
  const path = geoPath(projection).digits(0);
  const [[, top], [, bottom]] = path.bounds(feature(topology, { ...countries, geometries: shown }));
  const height = Math.ceil(bottom - top);
  projection.translate([projection.translate()[0], projection.translate()[1] - top]);

  // The other countries as one shape: their borders would cost more bytes than they tell.
  const rest = path(merge(topology, shown.filter((g) => !portalOf.has(String(g.id))) as never));
  const marked = SISTER_PORTALS.map((portal) => {
    const outline = path(
      feature(
        topology,
        shown.find((g) => g.id === NUMERIC_CODES[portal.code])!,
      ),
    );
    if (!outline) throw new Error(`the simplified outline of ${portal.country} is empty`);
    return `<path data-code="${portal.code}" d="${outline}"><title>${portal.country}</title></path>`;
  });
  const names = SISTER_PORTALS.map((portal) => portal.country).join(', ');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WORLD_MAP_WIDTH} ${height}" role="img" aria-labelledby="title desc">` +
    `<title id="title">World map of the network's ${SISTER_PORTALS.length} portals</title>` +
    `<desc id="desc">The countries with a portal are marked: ${names}.</desc>` +
    `<style>.land{fill:#c3ccd6}.portals{fill:#0b4f8a;stroke:#fff;stroke-width:.6}</style>` +
    `<path class="land" d="${rest}"/>` +
    `<g class="portals">${marked.join('')}</g></svg>\n`;
  writeFileSync(DRAWING, svg);
  writeFileSync(
    MODULE,
    `// Written by scripts/world-map.ts (npm run map:world) with the drawing beside it: edit the script, not this file.\n` +
      `import url from './world-network.svg?url';\n\n` +
      `/** The network's world map: a file of its own (cached, kept out of the page's HTML) and its size, for the img. */\n` +
      `export const WORLD_NETWORK_MAP = { url, width: ${WORLD_MAP_WIDTH}, height: ${height} } as const;\n`,
  );
  console.log(`${DRAWING}: ${WORLD_MAP_WIDTH}×${height}, ${(svg.length / 1024).toFixed(1)} KB`);
}

runMain(main);
