import { describe, expect, it } from "vitest";
import { pipeline } from "../../../src/core/fetch-policy.ts";
import { dateHeaderPolicy } from "../../../src/xml/date-header.ts";

/** Sends a request through the policy at `ms` and returns the Date it carried. */
function dater() {
  let now = 0;
  const clock = { now: () => now, sleep: () => Promise.resolve() };
  const send = pipeline(
    async (request) => new Response(request.headers.get("date")),
    dateHeaderPolicy(clock),
  );
  return async (ms: number) => {
    now = ms;
    return (await send(new Request("https://dns.test/v1.0/hostedzone"))).text();
  };
}

describe("dateHeaderPolicy", () => {
  it("dates each request with the clock's second, formatted once per second", async () => {
    const at = dater();
    const t = Date.UTC(2014, 5, 6, 11, 0, 37);
    expect(await at(t)).toBe("Fri, 06 Jun 2014 11:00:37 GMT");
    expect(await at(t + 999)).toBe("Fri, 06 Jun 2014 11:00:37 GMT");
    expect(await at(t + 1000)).toBe("Fri, 06 Jun 2014 11:00:38 GMT");
    // A clock set back (NTP, a test's fake clock) is followed, not cached over.
    expect(await at(t - 1)).toBe("Fri, 06 Jun 2014 11:00:36 GMT");
  });
});
