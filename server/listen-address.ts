/**
 * The address to print once the server listens: where a browser on this machine reaches it.
 * A wildcard host (0.0.0.0, ::) listens on every address, so localhost works and is named, with
 * the wildcard after it; any other host is the only address that answers, so it is the one named.
 */
export function describeListenAddress({ host, port }: { host: string; port: number }): string {
  const wildcard = host === "0.0.0.0" || host === "::" || host === "";
  if (wildcard) return `http://localhost:${port} (all addresses, ${host || "0.0.0.0"})`;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}
