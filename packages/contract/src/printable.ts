import type { z } from 'zod';

/*
 * Text that reaches the shop's printed documents (invoices and packing slips: names,
 * addresses, notes for the rider, product names and strengths) must be drawable by their
 * fonts: Helvetica for Latin (the PDF standard font, whose Windows-1252 character set it
 * draws), Noto Sans Bengali for Bangla. Anything else (Chinese, Arabic, emoji, …) would print
 * as garbage, so it is refused where it is typed, naming the characters.
 */

/** The characters of Windows-1252 above Latin-1's, which the PDF standard fonts draw too. */
const WINDOWS_1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Whether the documents' fonts can draw the character (one code point). */
export function isPrintableOnDocuments(c: string): boolean {
  const cp = c.codePointAt(0) ?? 0;
  return (
    (cp >= 0x20 && cp <= 0x7e) ||
    (cp >= 0xa0 && cp <= 0xff) ||
    WINDOWS_1252_EXTRAS.has(c) ||
    // Bengali letters, signs and digits; the danda; the joiners that shape conjuncts.
    (cp >= 0x0980 && cp <= 0x09fe) ||
    cp === 0x0964 ||
    cp === 0x0965 ||
    cp === 0x200c ||
    cp === 0x200d ||
    // Line breaks and tabs are laid out, not drawn.
    c === '\n' ||
    c === '\t'
  );
}

/** Control characters: not drawn at all, and refused by rules of their own (NUL_CHARACTER, CONTROL_CHARACTER). */
const isControl = (c: string) => {
  const cp = c.codePointAt(0) ?? 0;
  return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f);
};

/**
 * The characters of `text` the documents cannot draw, each once, in order of appearance.
 * Control characters are left to their own rules.
 */
export function unprintableCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const c of text) if (!isPrintableOnDocuments(c) && !isControl(c)) found.add(c);
  return [...found];
}

/** How a refused character is named: itself and its code point (an unseen one still has a name). */
export const characterName = (c: string) =>
  `${c} (U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`;

/** The issue a schema reports for such text; forms read `params.characters` to word it in their language. */
export const UNPRINTABLE_ISSUE = 'unprintable' as const;

/** At most this many characters are named in one message. */
const NAMED_MAX = 5;

/** English words for the refusal, naming the characters (the web app has them in Bangla too). */
export const unprintableMessage = (characters: readonly string[]) =>
  `These characters cannot be printed on invoices and delivery slips: ${characters
    .slice(0, NAMED_MAX)
    .map(characterName)
    .join(', ')}${characters.length > NAMED_MAX ? ', …' : ''}. Use Bangla or English letters.`;

/**
 * A text schema's check (`.superRefine(printableOnDocuments)`) for a value printed on the
 * shop's documents.
 */
export function printableOnDocuments(value: string, ctx: z.RefinementCtx<string>): void {
  const characters = unprintableCharacters(value);
  if (characters.length === 0) return;
  ctx.addIssue({
    code: 'custom',
    message: unprintableMessage(characters),
    params: { reason: UNPRINTABLE_ISSUE, characters: characters.slice(0, NAMED_MAX) },
  });
}
