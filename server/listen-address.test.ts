import { describe, expect, it } from "vitest";
import { describeListenAddress, describeListenFailure } from "./listen-address";

describe("describeListenAddress", () => {
  it("names the host the server was told to listen on", () => {
    expect(describeListenAddress({ host: "127.0.0.1", port: 4100 })).toBe("http://127.0.0.1:4100");
    expect(describeListenAddress({ host: "192.168.1.20", port: 3000 })).toBe("http://192.168.1.20:3000");
  });

  it("puts an IPv6 host in brackets", () => {
    expect(describeListenAddress({ host: "::1", port: 3000 })).toBe("http://[::1]:3000");
  });

  it("names localhost for a wildcard host and says it listens on every address", () => {
    expect(describeListenAddress({ host: "0.0.0.0", port: 3000 })).toBe(
      "http://localhost:3000 (all addresses, 0.0.0.0)",
    );
    expect(describeListenAddress({ host: "::", port: 8080 })).toBe("http://localhost:8080 (all addresses, ::)");
  });
});

describe("describeListenFailure", () => {
  const failure = (code: string) => Object.assign(new Error(`listen ${code}`), { code });

  it("says a taken port is taken and how to choose another", () => {
    expect(describeListenFailure({ error: failure("EADDRINUSE"), port: 3000 })).toBe(
      "Port 3000 is already in use (is the site already running?): stop the other process or set PORT to a free port",
    );
  });

  it("says a privileged port is not allowed", () => {
    expect(describeListenFailure({ error: failure("EACCES"), port: 80 })).toMatch(
      /^Not allowed to listen on port 80: /,
    );
  });

  it("passes any other reason on", () => {
    expect(describeListenFailure({ error: failure("EINVAL"), port: 3000 })).toBe(
      "Could not listen on port 3000: listen EINVAL",
    );
  });
});
