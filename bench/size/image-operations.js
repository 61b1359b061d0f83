// The image app of image-share.js, on the bare client and the one operation function it calls
// (issue 29): the bundle leaves the other operations out.
import { createImageBareClient, shareImage } from "svc-cloud/image";

const images = createImageBareClient({ baseUrl: location.origin, auth: "token" });
shareImage(images, "b300db32-e4a7-4a77-97af-e770a7a41278", "project-id").then((member) =>
  console.log(member.status),
);
