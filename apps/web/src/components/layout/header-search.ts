/** The home page leads with its own call to action, so the header's search bar stays off it. */
export const headerShowsSearch = (pathname: string) => pathname !== '/';
