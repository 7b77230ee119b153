/**
 * A person's name from a token subject (their email): the local part split on '.', '_' and '-',
 * each word capitalised. 'jane.doe@acme.com' -> 'Jane Doe'. Falls back to the subject itself.
 */
export function nameFromEmail(subject: string): string {
  const localPart = subject.trim().split('@')[0] ?? '';
  const words = localPart.split(/[._-]+/).filter(Boolean);
  if (words.length === 0) return subject.trim();
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join(' ');
}
