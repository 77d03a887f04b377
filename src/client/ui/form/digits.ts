// Arabic-Indic (٠-٩) and Persian (۰-۹) digits typed on Arabic keyboards, as ASCII digits.
const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (char) => {
    const code = char.charCodeAt(0);
    return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_INDIC_ZERO);
  });
}

/** Only the ASCII digits of a text, after converting Eastern Arabic ones. */
export const onlyDigits = (text: string): string => toAsciiDigits(text).replace(/\D/g, '');
