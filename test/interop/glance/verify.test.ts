/**
 * `npm run verify` against the real Glance of this run, with Keystone auth: the owner project
 * logs in (SVC_USER_NAME ... at SVC_IDENTITY_URL), its shared image is given with --param
 * (the image API has no list of images in our spec), and the run writes (the peer is a
 * sandbox): a member is created from the spec's example, read, updated and deleted. Glance
 * needs no baseline. A second run asks as a generic client does (`Accept: text/html`): Glance
 * then answers its errors as HTML pages, which the spec documents beside the JSON ones.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { projectToken } from "../../../scripts/peers/glance-keystone.ts";
import { runVerify, violationsOf } from "../../support/verify-run.ts";
import { createImage, deleteImage } from "./images.ts";

const context = inject("glance");

/** The SVC_* login of the project's owner, as an app against this Keystone would set it. */
const ownerLogin = ({ keystoneUrl, owner }: NonNullable<typeof context>) => ({
  SVC_IDENTITY_URL: keystoneUrl,
  SVC_USER_NAME: owner.userName,
  SVC_PASSWORD: owner.password,
  SVC_DOMAIN_NAME: "Default",
  SVC_PROJECT_NAME: owner.projectName,
});

describe.runIf(context !== null)("npm run verify image against a real Glance", () => {
  let token = "";
  let image = "";
  beforeAll(async () => {
    if (context === null) return;
    token = await projectToken(context.keystoneUrl, context.owner);
    image = await createImage(context.glanceUrl, token, "shared");
  });
  afterAll(async () => {
    if (context !== null && image !== "") await deleteImage(context.glanceUrl, token, image);
  });

  it("conforms, writes included, with the image given by --param", async () => {
    if (context === null) return;
    const { owner } = context;
    const env = ownerLogin(context);
    const args = [
      "image",
      "--target",
      context.glanceUrl,
      "--param",
      `image_id=${image}`,
      "--write",
      "--compare-engines",
    ];
    const { code, out, report, files } = await runVerify(args, env);
    expect(violationsOf(report), out).toEqual([]);
    expect(report.engineDifferences, out).toEqual([]);
    expect(code).toBe(0);
    const byId = new Map(report.operations.map((op) => [op.operationId, op]));
    expect(byId.get("listImageMembers")?.parameters).toEqual([
      { name: "image_id", in: "path", value: image, source: "param" },
    ]);
    for (const id of ["createImageMember", "getImageMember", "deleteImageMember"])
      expect(byId.get(id)?.result, id).toBe("conforming");
    for (const text of [out, files.json, files.html]) expect(text).not.toContain(owner.password);
  });

  it("no violation when asked for HTML: the errors come as text/html pages, none a pass; only the JSON documents are checked", async () => {
    if (context === null) return;
    const env = ownerLogin(context);
    // The spec's example image does not exist here: every read of it is Glance's 404 page.
    const args = [
      "image",
      "--target",
      context.glanceUrl,
      "--header",
      "Accept=text/html",
      "--compare-engines",
    ];
    const { code, out, report } = await runVerify(args, env);
    expect(violationsOf(report), out).toEqual([]);
    expect(report.engineDifferences, out).toEqual([]);
    const list = report.operations.find((op) => op.operationId === "listImageMembers");
    // Documented error answers are checked against the spec but never a pass (the outcome model).
    expect(list).toMatchObject({ result: "error-answers", successChecked: false, statuses: [404] });
    // Glance answers its version documents and member schemas in JSON whatever Accept says:
    // those are what was checked, and they conform.
    const checked = report.operations.filter((op) => op.successChecked).map((op) => op.operationId);
    expect(checked.sort(), out).toEqual(
      ["getMemberSchema", "getMembersSchema", "listVersions", "listVersionsAtVersions"].sort(),
    );
    expect(code, out).toBe(0);
  });
});
