// Reads the access token's payload for display decisions only (role, e-mail). Never trusted for
// security: the API verifies the signature on every request.
export interface TokenPayload {
  user_id?: number;
  role?: string;
  email?: string;
  /** Staff only: their job when the token was issued (the server checks it on every call). */
  staff_role?: string;
  exp?: number;
  iat?: number;
}

export function decodeJwtPayload(token: string | null | undefined): TokenPayload | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' ? (payload as TokenPayload) : null;
  } catch {
    return null;
  }
}
