/** `If-None-Match` by weak comparison (RFC 9110, 13.1.2): a list of tags or `*`. */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/** `If-Modified-Since` counts only without `If-None-Match` (RFC 9110, 13.2.2), to the second. */
export function unmodifiedSince(ifModifiedSince: string | undefined, lastModified: unknown): boolean {
  if (!ifModifiedSince || typeof lastModified !== 'string') return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Date.parse(lastModified) <= since;
}
