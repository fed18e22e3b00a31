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

/** The one line printed when the server cannot listen: what happened and what to do about it. */
export function describeListenFailure({ error, port }: { error: unknown; port: number }): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === "EADDRINUSE")
    return `Port ${port} is already in use (is the site already running?): stop the other process or set PORT to a free port`;
  if (code === "EACCES")
    return `Not allowed to listen on port ${port}: choose a port above 1023 with PORT, or run behind a proxy`;
  return `Could not listen on port ${port}: ${error instanceof Error ? error.message : String(error)}`;
}
