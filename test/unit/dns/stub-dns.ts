/**
 * A scripted DNS endpoint for unit tests: answers each request with the next scripted
 * response (XML text and a status) and records what was sent.
 */
import { DNS_NAMESPACE } from "../../../src/dns/documents.ts";

export interface Scripted {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

export interface StubDns {
  fetch(request: Request): Promise<Response>;
  requests: Request[];
  bodies: string[];
}

export function stubDns(...answers: Scripted[]): StubDns {
  const requests: Request[] = [];
  const bodies: string[] = [];
  return {
    requests,
    bodies,
    async fetch(request) {
      requests.push(request);
      bodies.push(await request.clone().text());
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      if (answer === undefined) throw new Error("no scripted answer left");
      return new Response(answer.body ?? null, { status: answer.status, headers: answer.headers });
    },
  };
}

export const errorXml = (code: string, message: string, type = "Sender", requestId = "req-test-1") =>
  `<?xml version="1.0" encoding="UTF-8"?><ErrorResponse xmlns="${DNS_NAMESPACE}"><Error><Type>${type}</Type><Code>${code}</Code><Message>${message}</Message></Error><RequestId>${requestId}</RequestId></ErrorResponse>`;

export const changeXml = (root: string, status: "PENDING" | "INSYNC", id = "c0ffee") =>
  `<?xml version="1.0" encoding="UTF-8"?><${root} xmlns="${DNS_NAMESPACE}"><ChangeInfo><Id>${id}</Id><Status>${status}</Status><SubmittedAt>2014-06-06T11:00:38.178Z</SubmittedAt></ChangeInfo></${root}>`;

export const createdXml = (name = "example.com") =>
  `<?xml version="1.0" encoding="UTF-8"?><CreateHostedZoneResponse xmlns="${DNS_NAMESPACE}"><HostedZone><Id>${name}</Id><Name>${name}</Name><CallerReference>${name}</CallerReference><Config/><ResourceRecordSetCount>0</ResourceRecordSetCount></HostedZone><ChangeInfo><Id>cb7faf29ae2bb2bd489d0d27b36e28fc</Id><Status>PENDING</Status><SubmittedAt>2014-06-06T11:00:38.370Z</SubmittedAt></ChangeInfo><DelegationSet><NameServers><NameServer>cdns0.nifty.ad.jp</NameServer></NameServers></DelegationSet></CreateHostedZoneResponse>`;
