/**
 * An address as the route table matches it: React Router ignores letter case and a trailing slash, so a page that
 * finds its content by its address must too (`/B2B-Tips/Distribution-Network-Tip-3/` is that tip's page).
 */
export const routePathKey = (pathname: string) => pathname.toLowerCase().replace(/(.)\/+$/, '$1');
