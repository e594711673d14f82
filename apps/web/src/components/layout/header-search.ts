/** The home page leads with its own call to action, so the header's search bar stays off it (section 2 of 01-). */
export const headerShowsSearch = (pathname: string) => pathname !== '/';
