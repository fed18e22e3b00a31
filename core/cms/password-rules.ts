/** Staff password rules (ADR 005): at least 12 characters and not on the common-password list. */
export const minimumPasswordLength = 12;

export function checkPassword({
  password,
  commonPasswords,
}: {
  password: string;
  commonPasswords: ReadonlySet<string>;
}): string | null {
  if (password.length < minimumPasswordLength) return `Password must be at least ${minimumPasswordLength} characters`;
  if (password.length > 200) return "Password must be at most 200 characters";
  if (commonPasswords.has(password.toLowerCase())) return "This password is too common; choose another";
  return null;
}
