/**
 * The request samples of the platform's database manual (FUJITSU Cloud Service K5 IaaS API
 * reference, Application Platform Service, chapter 1.1.3; transcribed in the public repository
 * mikespub/fujitsu-k5-iaas-api, api-ref/source/samples/platform/1.1.3.*.request.json), every one
 * of the 16, with the operation each is sent to and its typos kept: `autoMinorVersinUpgrade`,
 * `character_set`, `securityGroupIds.`, `subnetGroupId.`, keys padded with a space (`"name "`,
 * `"subnetIds "`, `"value "`) and an instance named with underscores (`json_rack_instance`, in
 * the read replica sample). Passwords are the manual's placeholders.
 *
 * Beside them, the errata: how the manual's field tables write what its samples misspell, and
 * the two sample values that break those tables. The database spec names each erratum and
 * follows the tables; `corrected` reads a sample with its errata corrected.
 */

/** A request sample of the manual: its number and title, the operation and the body. */
export interface ManualRequestSample {
  /** The manual's section number and title, such as `1.1.3.2 Create DB instance`. */
  section: string;
  /** The operationId of the database spec the sample is sent to. */
  operationId: string;
  body: unknown;
}

const securityGroupIds = [{ securityGroupId: "secid1" }, { securityGroupId: "secid2" }];
const users = [{ password: "demopassword", name: "demouser", databases: [{ name: "sampledb" }] }];
const databases = [{ name: "sampledb" }, { name: "nextround" }];

export const manualRequestSamples: readonly ManualRequestSample[] = [
  {
    section: "1.1.3.2 Create DB instance",
    operationId: "createInstance",
    body: {
      instance: {
        characterSet: "utf8",
        masterUserPassword: "***",
        port: 1234,
        subnetGroupId: "subnetGroup1",
        collate: "C",
        engineVersion: "12.1",
        engine: "symfoware",
        multiAZ: true,
        availabilityZone: "jp-east-1a",
        users,
        parameterGroupId: "paramid1",
        flavorRef: "1",
        volume: { type: "M1", size: 20 },
        autoMaintenance: true,
        backupRetentionPeriod: 10,
        autoMinorVersinUpgrade: true,
        preferredMaintenanceWindow: "Sun:19:00-Sun:20:00",
        preferredBackupWindow: "17:00-18:00",
        multi: true,
        name: "json-rack-instance",
        publiclyAccessible: true,
        securityGroupIds,
        preferredRecoveryTime: { applyImmediately: true },
        databases,
      },
    },
  },
  {
    section: "1.1.3.4 Modify DB instance",
    operationId: "modifyInstance",
    body: {
      instance: {
        "securityGroupIds.": securityGroupIds,
        masterUserPassword: "***",
        autoMinorVersionUpgrade: true,
        preferredBackupWindow: "17:00-18:00",
        character_set: "utf8",
        port: 1234,
        collate: "C",
        engineVersion: "12.1",
        engine: "symfoware",
        multiAZ: true,
        availabilityZone: "jp-east-1a",
        users,
        parameterGroupId: "paramid1",
        flavorRef: "1",
        volume: { size: 2 },
        autoMaintenance: true,
        backupRetentionPeriod: 10,
        preferredMaintenanceWindow: "Sun:19:00-Sun:20:00",
        "subnetGroupId.": "subnetGroup1",
        multi: true,
        name: "json-rack-instance",
        publiclyAccessible: true,
        preferredRecoveryTime: { time: "01:00" },
        databases,
      },
    },
  },
  {
    section: "1.1.3.5 Restore DB instance from DB snapshot",
    operationId: "createInstance",
    body: {
      action: { restoresnapshot: null },
      instance: {
        multiAZ: true,
        availabilityZone: "jp-east-1a",
        name: "json-rack-instance",
        subnetGroupId: "subnetGroup1",
        publiclyAccessible: true,
        flavorRef: "1",
        securityGroupIds,
        volume: { size: 100 },
        preferredMaintenanceWindow: "Sun:19:00-Sun:20:00",
        parameterGroupId: "paramid1",
        preferredRecoveryTime: { applyImmediately: true },
        port: 1234,
        preferredBackupWindow: "17:00-18:00",
        autoMaintenance: true,
      },
      snapshot: { id: "snap1" },
    },
  },
  {
    section: "1.1.3.6 Restore DB instance to point in time",
    operationId: "createInstanceFromInstance",
    body: {
      action: { restoretopointintime: null },
      instance: {
        multiAZ: true,
        multi: true,
        availabilityZone: "jp-east-1a",
        name: "json-rack-instance",
        subnetGroupId: "subnetGroup1",
        publiclyAccessible: true,
        flavorRef: "1",
        securityGroupIds,
        volume: { size: 100 },
        preferredMaintenanceWindow: "Sun:19:00-Sun:20:00",
        parameterGroupId: "paramid1",
        preferredRecoveryTime: { applyImmediately: true },
        port: 1234,
        preferredBackupWindow: "17:00-18:00",
        autoMaintenance: true,
      },
      restoreTime: "2014-07-10 10:00:00",
    },
  },
  { section: "1.1.3.7 Start DB instance", operationId: "instanceAction", body: { start: "" } },
  { section: "1.1.3.8 Stop DB instance", operationId: "instanceAction", body: { stop: "" } },
  {
    section: "1.1.3.9 Restart DB instance",
    operationId: "instanceAction",
    body: { failover: false, reboot: "" },
  },
  {
    section: "1.1.3.10 Create read replica DB instance",
    operationId: "createInstanceFromInstance",
    body: {
      action: { readreplica: "" },
      instance: {
        preferredBackupWindow: "17:00-18:00",
        availabilityZone: "jp-east-1a",
        name: "json_rack_instance",
        subnetGroupId: "subnetGroup1",
        publiclyAccessible: true,
        flavorRef: "1",
        securityGroupIds,
        volume: { type: "M1", size: 20 },
        parameterGroupId: "paramid1",
        port: 1234,
        preferredMaintenanceWindow: "Sun:19:00-Sun:20:00",
      },
    },
  },
  {
    section: "1.1.3.13 Create DB snapshot",
    operationId: "createSnapshot",
    body: { snapshot: { instanceId: "dbinst1", name: "json-rack-instance-bkup" } },
  },
  {
    section: "1.1.3.15 Copy DB snapshot",
    operationId: "copySnapshot",
    body: { snapshot: { name: "json-rack-instance-bkup2" } },
  },
  {
    section: "1.1.3.20 Create DB subnet group",
    operationId: "createSubnetGroup",
    body: {
      subnetgroup: {
        subnetIds: [{ subnetId: "subnetid1" }, { subnetId: "subnetid2" }],
        name: "subnetGroup1",
        description: "this is test",
      },
    },
  },
  {
    section: "1.1.3.22 Modify DB subnet group",
    operationId: "modifySubnetGroup",
    body: {
      subnetgroup: {
        "subnetIds ": [{ subnetId: "subnetid1" }, { subnetId: "subnetid2" }],
        description: "this is test",
        "name ": "subnetGroup1",
      },
    },
  },
  {
    section: "1.1.3.25 Create DB parameter group",
    operationId: "createParameterGroup",
    body: {
      parametergroup: {
        parameterGroupFamily: "symfoware_v12.1",
        name: "dbparam1",
        description: "this is test",
      },
    },
  },
  {
    section: "1.1.3.29 Modify DB parameter group",
    operationId: "modifyParameterGroup",
    body: {
      parametergroup: {
        resetAllparameters: false,
        parameters: [
          { applyMethod: "pending-reboot", "name ": "shared_buffers", "value ": "65536" },
          { applyMethod: "immediate", "name ": "work_mem", "value ": "8192" },
        ],
      },
    },
  },
  {
    section: "1.1.3.32 Modify event notification subscription",
    operationId: "updateEventSubscription",
    body: {
      action: { modify: "" },
      eventnotification: {
        eventCategories: [{ eventCategory: "backup" }],
        enabled: true,
        sourceType: "db-snapshot",
        subscriptionName: "modsubscription2",
      },
    },
  },
  {
    section: "1.1.3.33 Add or delete monitored event",
    operationId: "updateEventSubscription",
    body: { action: { add: "" }, eventnotification: { sourceId: "dbinst5" } },
  },
];

/** Keys of the samples that the field tables (and the database spec) spell otherwise. */
export const keyTypos: Readonly<Record<string, string>> = {
  autoMinorVersinUpgrade: "autoMinorVersionUpgrade",
  "securityGroupIds.": "securityGroupIds",
  "subnetGroupId.": "subnetGroupId",
  character_set: "characterSet",
  "subnetIds ": "subnetIds",
  "name ": "name",
  "value ": "value",
};

/** A value of a sample that breaks the field tables: its section number, where, the value, and one that does not. */
export interface ValueErratum {
  section: string;
  path: readonly string[];
  wrong: unknown;
  right: unknown;
}

export const valueErrata: readonly ValueErratum[] = [
  // The read replica sample's response names the same instance json-rack-instance.
  {
    section: "1.1.3.10",
    path: ["instance", "name"],
    wrong: "json_rack_instance",
    right: "json-rack-instance",
  },
  // The tables' data disks are 10 to 10240 GB; 20 is the create sample's size.
  { section: "1.1.3.4", path: ["instance", "volume", "size"], wrong: 2, right: 20 },
];

/** The errata of one sample. */
export const errataOf = (sample: ManualRequestSample) =>
  valueErrata.filter((erratum) => sample.section.startsWith(`${erratum.section} `));

/** A sample's body with its keys as the field tables spell them, at any depth. */
export function withTableKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withTableKeys);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [keyTypos[k] ?? k, withTableKeys(v)]));
}

/** Every key of a sample's body, at any depth. */
export function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
}

/**
 * A sample's body with every erratum corrected.
 * @throws when an erratum's value is not the sample's (the list and the samples disagree)
 */
export function corrected(sample: ManualRequestSample): unknown {
  const body = structuredClone(withTableKeys(sample.body)) as Record<string, unknown>;
  for (const erratum of errataOf(sample)) {
    let node = body;
    for (const key of erratum.path.slice(0, -1)) node = node[key] as Record<string, unknown>;
    const last = erratum.path.at(-1) ?? "";
    if (node[last] !== erratum.wrong)
      throw new Error(`${sample.section}: ${erratum.path.join(".")} is not ${String(erratum.wrong)}`);
    node[last] = erratum.right;
  }
  return body;
}

/** The sample has an erratum: a misspelt key or a value that breaks the tables. */
export const hasErrata = (sample: ManualRequestSample) =>
  keysOf(sample.body).some((key) => key in keyTypos) || errataOf(sample).length > 0;
