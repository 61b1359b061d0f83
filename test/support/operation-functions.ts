/**
 * Issue 29's operations that tree-shake, as each API's operations.test.ts holds them: every
 * method of a client has a function of the same name in the API's entry point, and the entry
 * point exports no other lower-case function than those, its factories and its named helpers;
 * a call through the function sends what the call through the method sends.
 */
import { expect } from "vitest";
import type { FakeFetch } from "./fake-fetch.ts";

/**
 * The client's methods (its function-valued keys), each checked to have a function of its own
 * in `entry`, and no other lower-case function in `entry` but `others` (factories, helpers).
 */
export function expectOneFunctionPerMethod(entry: object, client: object, others: string[]): string[] {
  const exported = entry as Record<string, unknown>;
  const methods = Object.entries(client)
    .filter(([, value]) => typeof value === "function")
    .map(([name]) => name)
    .sort();
  for (const name of methods) expect(exported[name], name).toBeTypeOf("function");
  const functions = Object.entries(exported)
    .filter(([name, value]) => typeof value === "function" && /^[a-z]/.test(name))
    .map(([name]) => name)
    .sort();
  expect(functions).toEqual([...methods, ...others].sort());
  return methods;
}

/** The two requests (through the method and through the function) went out the same. */
export function expectSameRequests(viaMethod: FakeFetch, viaFunction: FakeFetch): void {
  expect(viaFunction.sent.length).toBeGreaterThan(0);
  expect(viaFunction.sent.length).toBe(viaMethod.sent.length);
  viaMethod.sent.forEach((a, index) => {
    const b = viaFunction.sent[index];
    expect(b?.method, `request ${index}`).toBe(a.method);
    expect(b?.url.href, `request ${index}`).toBe(a.url.href);
    expect(b?.body, `request ${index}`).toBe(a.body);
    expect([...(b?.headers.entries() ?? [])], `request ${index}`).toEqual([...a.headers.entries()]);
  });
}
