// A browser app that imports only the image client and shares an image with a project.
import { createImageClient } from "svc-cloud/image";

const images = createImageClient({ baseUrl: location.origin, auth: "token" });
images
  .shareImage("b300db32-e4a7-4a77-97af-e770a7a41278", "project-id")
  .then((member) => console.log(member.status));
