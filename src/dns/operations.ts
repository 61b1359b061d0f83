/**
 * Every operation of the DNS API as a function of its own, taking the bare client
 * (bare-client.ts) first: `getHostedZone(client, zoneId)`. A bundler keeps only the operations
 * an app imports (each is marked pure), and each operation is a group of its own, so an app
 * carries neither the other operations' checks and documents nor, for a `…Page` call, the page
 * walker. The methods of `createDnsClient` are the same operations.
 */
import { operation } from "./bare-client.ts";
import { getChangeOperation, waitForChangeOperation } from "./changes.ts";
import {
  createHostedZoneOperation,
  deleteHostedZoneOperation,
  getHostedZoneOperation,
  listHostedZonesOperation,
  listHostedZonesPageOperation,
} from "./hosted-zones.ts";
import {
  changeResourceRecordSetsOperation,
  listResourceRecordSetsOperation,
  listResourceRecordSetsPageOperation,
} from "./record-sets.ts";

/**
 * Creates a hosted zone; the first create for a domain returns `{ created: false, verification }`
 * (prove ownership as `verification.message` says, then call again with the same request).
 * @throws {InvalidInputError} on a bad name or comment, before anything is sent
 * @throws {ZoneAlreadyExistsError} 409
 * @throws {InvalidZoneNameError} the service rejected the name (400/404)
 * @throws {ZoneLimitExceededError} 100 zones exist already
 * @throws {ConcurrentZoneCreationError} still 500 after the retries
 */
export const createHostedZone = /* @__PURE__ */ operation(createHostedZoneOperation, "createHostedZone");

/**
 * Gets a zone and its name servers. `zoneId` is the zone name.
 * @throws {InvalidInputError} on a bad zone name, before anything is sent
 * @throws {NoSuchHostedZoneError} 404
 */
export const getHostedZone = /* @__PURE__ */ operation(getHostedZoneOperation, "getHostedZone");

/**
 * Lists one page of zones as the server sent it; `listHostedZones` walks them all.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DnsError} when the service refuses the call (DnsNotFoundError, DnsForbiddenError, ...)
 */
export const listHostedZonesPage = /* @__PURE__ */ operation(
  listHostedZonesPageOperation,
  "listHostedZonesPage",
);

/**
 * Every zone of the project, page after page, loaded lazily: `for await`, `.pages()` or `.toArray()`.
 * @throws {InvalidInputError} on a bad page size, before anything is sent
 * @throws {DnsError} while the list is read, when the service refuses a page (DnsNotFoundError, DnsForbiddenError, ...)
 */
export const listHostedZones = /* @__PURE__ */ operation(listHostedZonesOperation, "listHostedZones");

/**
 * Deletes a zone; follow the returned change with `waitForChange`.
 * @throws {InvalidInputError} on a bad zone name, before anything is sent
 * @throws {NoSuchHostedZoneError} 404
 */
export const deleteHostedZone = /* @__PURE__ */ operation(deleteHostedZoneOperation, "deleteHostedZone");

/**
 * Creates and deletes record sets in one batch; PTR records need `region` and `regionToken`.
 * @throws {InvalidInputError} on a bad zone name, batch or region, before anything is sent
 * @throws {InvalidChangeBatchError} 400: nothing was changed
 * @throws {NoSuchHostedZoneError} 404
 */
export const changeResourceRecordSets = /* @__PURE__ */ operation(
  changeResourceRecordSetsOperation,
  "changeResourceRecordSets",
);

/**
 * Lists one page of the zone's record sets as the server sent it; `listResourceRecordSets` walks them all.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {DnsError} when the service refuses the call (DnsNotFoundError, DnsForbiddenError, ...)
 */
export const listResourceRecordSetsPage = /* @__PURE__ */ operation(
  listResourceRecordSetsPageOperation,
  "listResourceRecordSetsPage",
);

/**
 * Every record set of the zone, page after page, loaded lazily.
 * @throws {InvalidInputError} on a bad zone ID or page size, before anything is sent
 * @throws {NoSuchHostedZoneError} 404, when the first page is loaded
 */
export const listResourceRecordSets = /* @__PURE__ */ operation(
  listResourceRecordSetsOperation,
  "listResourceRecordSets",
);

/**
 * Gets the state of a change: PENDING while it propagates, INSYNC once done.
 * @throws {InvalidInputError} on a bad change ID, before anything is sent
 * @throws {NoSuchChangeError} 404
 */
export const getChange = /* @__PURE__ */ operation(getChangeOperation, "getChange");

/**
 * Polls GetChange until the change is INSYNC and returns its final ChangeInfo (default: every
 * 2 s, for 5 minutes).
 * @throws {InvalidInputError} on a bad change ID or duration, before anything is sent
 * @throws {WaitTimeoutError} still PENDING after `timeoutMs` (which is not a failure)
 * @throws {NoSuchChangeError} 404
 * @throws {AbortError} when `signal` aborts
 */
export const waitForChange = /* @__PURE__ */ operation(waitForChangeOperation, "waitForChange");
