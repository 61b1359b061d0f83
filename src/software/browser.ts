// svc-cloud/software in browsers (the DOMParser): written from the spec's x-sdk.runtimes.
export * from "../../generated/sdk/software/entry-browser.ts";
