/** The JSON API's paths: never the client's files or its routes. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
