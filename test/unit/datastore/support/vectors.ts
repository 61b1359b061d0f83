/**
 * The published signature test vector of the public scheme (NCMB, prefix X-NCMB) and the same
 * inputs with this platform's prefix (X-SVC). Source: the NIFCLOUD mobile backend signature documentation
 * (https://mbaas.nifcloud.com/doc/current/rest/common/signature.html), as the data store spec cites it.
 */
export const VECTOR = {
  host: "mbaas.api.nifcloud.com",
  path: "/2013-09-01/classes/TestClass",
  where: { testKey: "testValue" },
  encodedQuery: "where=%7B%22testKey%22%3A%22testValue%22%7D",
  applicationKey: "6145f91061916580c742f806bab67649d10f45920246ff459404c46f00ff3e56",
  clientKey: "1343d198b510a0315db1c03f3aa0e32418b7a743f8e4b47cbff670601345cf75",
  timestamp: "2013-12-02T02:44:35.452Z",
  signatures: {
    "X-NCMB": "AltGkQgXurEV7u0qMd+87ud7BKuueldoCjaMgVc9Bes=",
    "X-SVC": "9GWIcqbAFQHEu37u7E7j9LfPDjLiZHckl/DNNEB3OFo=",
  },
} as const;

export const vectorStringToSign = (prefix: string) =>
  [
    "GET",
    VECTOR.host,
    VECTOR.path,
    `SignatureMethod=HmacSHA256&SignatureVersion=2&${prefix}-Application-Key=${VECTOR.applicationKey}&${prefix}-Timestamp=${VECTOR.timestamp}&${VECTOR.encodedQuery}`,
  ].join("\n");
