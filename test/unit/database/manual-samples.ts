/**
 * Response samples of the platform's database manual (chapter 1.1.3, as transcribed in the
 * public repository mikespub/fujitsu-k5-iaas-api, samples/platform/1.1.3.*), with their typos
 * kept: space-padded keys, `subsciptionId`, `" date"`, a capital `Id`, `charcterSet`,
 * `descriveDBLogFileDetails`, `anllowedValues`, `denscription`. A real server built from that
 * manual may send exactly these.
 */

export const createSubscriptionSample = {
  eventSubscription: {
    sourceType: "db-instance",
    created: "2013-03-18T19:09:17",
    " enabled ": true,
    description: " this is test ",
    "eventCategories ": [{ eventCategory: "backup" }, { eventCategory: "creation" }],
    sourceIds: [{ sourceId: "dbinst1" }, { sourceId: "dbinst2" }],
    subsciptionId: "suscription1",
    name: " mysubscription1",
  },
};

export const eventsSample = {
  marker: "event1192",
  events: [
    {
      " date": "2013-03-18T19:09:17",
      message: "Finished DB Instance backup",
      eventCategories: ["backup"],
      sourceIdentifier: "dbinst_678yuhyhih",
      sourceType: "db-instance",
    },
  ],
};

export const createSnapshotSample = {
  snapshot: {
    status: "Available",
    description: "sample snapshot",
    created: "2013-03-18T19:09:17",
    instanceId: "instance-r67fg9uj0kfp",
    Id: "snapshot-dfrtgy3h2uj5ik",
    name: "snapshot1",
  },
};

export const showInstanceSample = {
  instance: {
    status: "BUILD",
    "securityGroupIds.": [{ securityGroupId: "secid1" }, { securityGroupId: "secid2" }],
    links: [
      {
        href: "http://database.{region-name}.tps5.fujitsu.com/v1.0/1234/instances/44b277eb-39be-4921-be31-3d61b43651d7",
        rel: "self",
      },
    ],
    ip: "10.125.52.214",
    autoMinorVersionUpgrade: true,
    flavor: {
      id: "1",
      links: [{ href: "http://database.{region-name}.tps5.fujitsu.com/v1.0/1234/ flavors/1", rel: "self" }],
    },
    id: "44b277eb-39be-4921-be31-3d61b43651d7",
    port: 26500,
    collate: "C",
    engineVersion: "12.1",
    engine: "symfoware",
    multiAZ: true,
    availabilityZone: "az-1",
    parameterGroupId: "paramid1",
    preferredBackupWindow: "17:00-18:00",
    charcterSet: "UTF-8",
    address: "fujitsu.s5.dbaas.a23w4e5r6tg7yuhjik",
    backupRetentionPeriod: 10,
    preferredMaintenanceWindow: "Sun:19:00-Sun:20:00",
    volume: { type: "M1", size: 20 },
    name: "json-rack-instance",
    publiclyAccessible: true,
    created: "2013-03-18T19:09:17",
    "subnetGroupId ": "subnetGroup1",
    preferredRecoveryTime: { applyImmediately: true, time: null },
  },
};

export const readReplicaSample = {
  instance: {
    status: "BUILD",
    "readReplicaSrcDBInstanceIdentifier ": "qawsertb-39be-492-be31-3d6fewab43d7",
    id: "44b277eb-39be-4921-be31-3d61b43651d7",
    name: "json-rack-instance",
    charcterSet: "UTF-8",
  },
};

export const createSubnetGroupSample = {
  subnetgroup: {
    status: " Available",
    " subnetIds ": [{ subnetId: "subnetid1" }, { subnetId: "subnetid2" }],
    id: "subnet_edrtfyuhijko01",
    description: "this is test",
    name: "subnetGroup1",
  },
};

export const showSubnetGroupSample = {
  subnetgroup: {
    status: " Available",
    "subnetIds ": [{ subnetId: "subnetid1" }, { subnetId: "subnetid2" }],
    id: "subnet_edrtfyuhijko01",
    "name ": "subnetGroup1",
    description: "this is test",
  },
};

export const listSubnetGroupsSample = {
  " subnetGroups ": [
    { status: "Available", id: "subnetGroupid1", name: "subnetGroupid1" },
    { status: "Available", id: "subnetGroupid2", name: "subnetGroupid2" },
  ],
};

export const createParameterGroupSample = {
  dbParameterGroup: {
    id: "paramgroup_w34e5r6t7yu89",
    appliedInstances: [],
    " parameterGroupFamily": "",
    description: "test",
    name: "paramgroup1",
  },
};

export const showParameterGroupSample = {
  parameterGroup: {
    parameters: [
      {
        anllowedValues: "16-1073741823",
        applyMethod: "pending-reboot",
        name: "shared_buffers",
        denscription: "(8kB) Sets the number of shared memory buffers used by the server.",
        dataType: "integer",
        value: "65536",
        source: "engine",
        isModifiable: "true",
        minimumEngineVersion: "12.1",
        applyType: "static",
      },
      {
        applyMethod: "pending-reboot",
        name: " shared_preload_libraries",
        dataType: "string",
        value: "",
        allowedValues: "",
        source: "system",
        isModifiable: "false",
        minimumEngineVersion: "12.1",
        applyType: "static",
        description: "Lists shared libraries to preload into server.",
      },
    ],
  },
};

export const listLogFilesSample = {
  describeDBLogFilesResult: {
    descriveDBLogFileDetails: [
      { lastWritten: "1414330786", logFileName: "logfile1", size: 10000000 },
      { lastWritten: "1449109892", logFileName: "logfile2", size: 330000000 },
    ],
  },
};
