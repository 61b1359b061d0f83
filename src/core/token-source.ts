/** What the auth policies take: anything that hands out a token and can be told one was rejected. */
export interface TokenSource {
  /** A currently valid token. */
  getToken(): Promise<string>;
  /** A currently valid token if one is at hand without any I/O; lets the hot path skip a promise. */
  peekToken?(): string | undefined;
  /** Called with a token the server rejected with 401, so the source stops handing it out. */
  invalidate(token: string): void;
}
