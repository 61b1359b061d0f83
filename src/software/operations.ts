/**
 * Every operation of the software support API as a function of its own, taking the bare
 * client (bare-client.ts) first: `listSoftwareSupport(client, options)`. A bundler keeps only
 * the operations an app imports (each is marked pure). Both these functions and the methods of
 * `createSoftwareClient` are the operations of the same group (support.ts), made once per
 * client: `listSoftwareSupport(client)` is `client.listSoftwareSupport()`.
 */
import { operation } from "./bare-client.ts";
import { softwareSupportOperations } from "./support.ts";

/**
 * Registers the support level of each entry's software on its instance, or updates the one
 * registered, and returns every entry as the service now holds it (with its project,
 * region, image and UpdateDate). The entries are checked before anything is sent.
 * @throws {ChangeProhibitedPeriodError} 400: a level with support cannot be lowered yet
 * @throws {SoftwareBadRequestError} another 400: an ID the service does not take
 * @throws {SoftwareNotFoundError} 404: no such instance in the project
 */
export const registerSoftwareSupport = /* @__PURE__ */ operation(
  softwareSupportOperations,
  "registerSoftwareSupport",
);

/**
 * The registered entries, filtered, as the one answer the service sends (an empty array
 * when there are none). `SoftwareID` needs `InstanceID`, `SupportID` needs `SoftwareID`.
 * @throws {SoftwareBadRequestError} 400
 * @throws {SoftwareNotFoundError} 404
 */
export const listSoftwareSupportPage = /* @__PURE__ */ operation(
  softwareSupportOperations,
  "listSoftwareSupportPage",
);

/**
 * The registered entries, filtered, item by item (`for await`, `.pages()`, `.toArray()`):
 * one request, made when the list is first read. The options are checked at once.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {SoftwareError} while the list is read, when the service refuses a page (SoftwareNotFoundError, SoftwareForbiddenError, ...)
 */
export const listSoftwareSupport = /* @__PURE__ */ operation(
  softwareSupportOperations,
  "listSoftwareSupport",
);
