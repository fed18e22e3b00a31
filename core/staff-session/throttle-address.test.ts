import { describe, expect, it } from "vitest";
import { describeThrottleAddress } from "./throttle-address";

describe("describeThrottleAddress", () => {
  it("keeps an IPv4 address, and reads IPv4-mapped IPv6 as it", () => {
    expect(describeThrottleAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(describeThrottleAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("groups every address of one IPv6 /64 under one key, however it is written", () => {
    const network = "2001:db8:aa:1::/64";
    expect(describeThrottleAddress("2001:db8:aa:1::1")).toBe(network);
    expect(describeThrottleAddress("2001:0DB8:00aa:0001:ffff:ffff:ffff:fffe")).toBe(network);
    expect(describeThrottleAddress("2001:db8:aa:1:1:2:3:4%eth0")).toBe(network);
    expect(describeThrottleAddress("2001:db8:aa:2::1")).not.toBe(network);
  });

  it("expands :: in any place, and an IPv4 tail", () => {
    expect(describeThrottleAddress("::1")).toBe("0:0:0:0::/64");
    expect(describeThrottleAddress("fe80::")).toBe("fe80:0:0:0::/64");
    expect(describeThrottleAddress("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
  });

  it("leaves something that is not an address as it is (it still names one sender)", () => {
    expect(describeThrottleAddress("unknown")).toBe("unknown");
    expect(describeThrottleAddress("1::2::3")).toBe("1::2::3");
  });
});
