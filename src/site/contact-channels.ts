import { site } from "../generated/site.gen";
import type { ContactChannels } from "./types";

/** The owner's phone, WhatsApp and e-mail, for the pages that link to them; the contact page's intro stays on the contact page. */
export function contactChannels(): ContactChannels {
  const { phone, whatsapp, email } = site.contact;
  return { phone, whatsapp, email };
}
