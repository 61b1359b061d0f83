// svc-cloud/dns in browsers (the DOMParser): written from the spec's x-sdk.runtimes.
export * from "../../generated/sdk/dns/entry-browser.ts";
