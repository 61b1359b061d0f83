/**
 * The root `x-sdk` of a one-API spec for the vocabulary's tests: a hand-written bare client and
 * an error table of one class, all a spec needs before the members a test plants.
 */
export const sdkRoot = (name: string) => ({
  name,
  title: name.toLowerCase(),
  client: "bare-client.ts",
  errors: {
    reader: `error-body.ts#read${name}Error`,
    classes: { [`${name}Error`]: { extends: "SvcError", doc: "An error." } },
    server: [`${name}Error`, "Retry later."],
    other: [`${name}Error`, "Check the request."],
  },
});
