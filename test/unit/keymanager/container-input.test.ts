/**
 * The typed container builders: each puts the secrets it is given under the names its type
 * calls for, from references or from what createSecret returned, and what they build passes
 * createContainer's checks.
 */
import { describe, expect, it } from "vitest";
import { containerInputRules } from "../../../generated/sdk/keymanager/checks.ts";
import { checkInput } from "../../../src/core/checked-input.ts";
import { InvalidInputError } from "../../../src/core/errors.ts";
import {
  type ContainerInput,
  certificateContainer,
  genericContainer,
  rsaContainer,
} from "../../../src/keymanager/index.ts";
import { secretRef } from "./fake-barbican.ts";

/** The body createContainer sends for `container`, checked as it checks it (by the spec's rules). */
const containerBody = (container: ContainerInput) => checkInput("container", container, containerInputRules);

const ref = (n: number) => secretRef(`00000000-0000-4000-8000-00000000000${n}`);

describe("createContainer's rules", () => {
  it("refuses a name used twice, naming the second (Barbican: Duplicate reference names are not allowed)", () => {
    const container: ContainerInput = {
      type: "generic",
      secret_refs: [
        { name: "a", secret_ref: ref(1) },
        { name: "b", secret_ref: ref(2) },
        { name: "a", secret_ref: ref(3) },
      ],
    };
    const refused = () => containerBody(container);
    expect(refused).toThrow(InvalidInputError);
    expect(refused).toThrow(expect.objectContaining({ field: "container.secret_refs[2].name" }));
    expect(containerBody({ ...container, secret_refs: container.secret_refs?.slice(0, 2) })).toBeDefined();
  });
});

describe("container builders", () => {
  it("rsaContainer: private_key and public_key, the passphrase only when given", () => {
    const pair = rsaContainer({ name: "web", privateKey: ref(1), publicKey: { secret_ref: ref(2) } });
    expect(pair).toEqual({
      type: "rsa",
      name: "web",
      secret_refs: [
        { name: "private_key", secret_ref: ref(1) },
        { name: "public_key", secret_ref: ref(2) },
      ],
    });
    expect(containerBody(pair)).toEqual(pair);
    const withPassphrase = rsaContainer({
      privateKey: ref(1),
      publicKey: ref(2),
      privateKeyPassphrase: ref(3),
    });
    expect(withPassphrase.secret_refs.map((s) => s.name)).toEqual([
      "private_key",
      "public_key",
      "private_key_passphrase",
    ]);
    expect(withPassphrase).not.toHaveProperty("name");
  });

  it("certificateContainer: the certificate, and what else is given", () => {
    const cert = certificateContainer({ certificate: ref(1), intermediates: ref(2), privateKey: ref(3) });
    expect(cert.secret_refs.map((s) => s.name)).toEqual(["certificate", "private_key", "intermediates"]);
    expect(containerBody(cert)).toEqual(cert);
  });

  it("genericContainer: every secret under its own name", () => {
    const generic = genericContainer({ user: ref(1), password: { secret_ref: ref(2) } }, "db");
    expect(generic).toEqual({
      type: "generic",
      name: "db",
      secret_refs: [
        { name: "user", secret_ref: ref(1) },
        { name: "password", secret_ref: ref(2) },
      ],
    });
  });

  it("leaves a missing secret for createContainer's checks to name, and refuses a non-object", () => {
    const broken = rsaContainer({ privateKey: ref(1), publicKey: undefined as unknown as string });
    expect(() => containerBody(broken)).toThrow(expect.objectContaining({ field: "container.secret_refs" }));
    const nullRef = rsaContainer({ privateKey: null as unknown as string, publicKey: ref(2) });
    expect(() => containerBody(nullRef)).toThrow(
      expect.objectContaining({ field: "container.secret_refs[0].secret_ref" }),
    );
    expect(() => rsaContainer(undefined as never)).toThrow(InvalidInputError);
    expect(() => genericContainer(null as never)).toThrow(InvalidInputError);
  });
});
