import { describe, expect, it } from "vitest";
import { addressKey } from "./rate-limit.ts";

describe("a client's address as limits count it", () => {
  it("counts an IPv6 address by its /64, however it is written", () => {
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0DB8:0001:0002:abcd:ef01:2345:6789")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("counts an IPv4 address whole, mapped into IPv6 or not", () => {
    expect(addressKey("10.3.0.1")).toBe("10.3.0.1");
    expect(addressKey("::ffff:10.3.0.1")).toBe("10.3.0.1");
    expect(addressKey("10.3.0.2")).not.toBe(addressKey("10.3.0.1"));
  });

  it("keeps what is no address as it is", () => {
    expect(addressKey("")).toBe("");
    expect(addressKey("not-an-address")).toBe("not-an-address");
  });
});
