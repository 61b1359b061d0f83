// svc-cloud/datastore in browsers and elsewhere (Web Crypto): written from the spec's x-sdk.runtimes.
export * from "../../generated/sdk/datastore/entry-browser.ts";
