// A browser app that imports only the token provider and gets one access token.
import { createClientCredentialsProvider } from "svc-cloud/token";

const tokens = createClientCredentialsProvider({
  baseUrl: location.origin,
  clientId: "id",
  clientSecret: "secret",
});
tokens.getToken().then((token) => console.log(token.length));
