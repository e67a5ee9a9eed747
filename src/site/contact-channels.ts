import { siteIn } from "./routing";
import type { ContactChannels, Language } from "./types";

/** The owner's phone, WhatsApp and e-mail, for the pages that link to them; the contact page's intro stays on the contact page. */
export function contactChannels(language: Language): ContactChannels {
  const { phone, whatsapp, email } = siteIn(language).contact;
  return { phone, whatsapp, email };
}
