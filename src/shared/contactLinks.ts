// The links a resort's contact details open: dial, write, WhatsApp. Plain functions without the schema
// library, because the site's footer (on every page's first view) uses them.

/** The number to dial: what was written without the spaces and hyphens that group it. */
export const dialNumber = (phone: string) => phone.replace(/[\s-]/g, '');
export const phoneHref = (phone: string) => `tel:${dialNumber(phone)}`;
export const emailHref = (email: string) => `mailto:${email}`;
export const whatsappHref = (phone: string) => `https://wa.me/${dialNumber(phone).replace(/^\+/, '')}`;
