import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress } from "../../server/request-guards";

const request = (forwardedFor: string | undefined, socket = "10.0.0.9") =>
  ({
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
    socket: { remoteAddress: socket },
  }) as unknown as IncomingMessage;

describe("clientAddress (TRUST_PROXY hops)", () => {
  it("without a trusted proxy reads the socket, whatever the header says", () => {
    expect(clientAddress(request("1.2.3.4"), 0)).toBe("10.0.0.9");
  });

  it("takes the entry the trusted proxies appended, never what the visitor put in front of it", () => {
    // The visitor sent "6.6.6.6"; one proxy appended the address it saw.
    expect(clientAddress(request("6.6.6.6, 203.0.113.7"), 1)).toBe("203.0.113.7");
    // Two proxies: the outer one saw the visitor, the inner one the outer proxy.
    expect(clientAddress(request("6.6.6.6, 203.0.113.7, 10.1.1.1"), 2)).toBe("203.0.113.7");
    expect(clientAddress(request("203.0.113.7"), 1)).toBe("203.0.113.7");
  });

  it("falls back to the socket when the proxy sent no header", () => {
    expect(clientAddress(request(undefined), 1)).toBe("10.0.0.9");
    expect(clientAddress(request(" , "), 1)).toBe("10.0.0.9");
  });
});
