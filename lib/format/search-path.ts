/** Path of the full results page for a search term (spec: Enter in the search box goes to /search/{value}). */
export function searchPath(value: string): string {
  return `/search/${encodeURIComponent(value.trim())}`;
}
