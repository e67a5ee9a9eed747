import { Mail, MessageCircle } from "lucide";
import { ExternalLink } from "./external-link";
import { Icon } from "./icon";

type Props = {
  /** The prefilled WhatsApp and e-mail addresses (src/booking/owner-request.ts). */
  links: { whatsapp: string; email: string };
  /** The buttons' words: to ask, or to book directly. */
  whatsapp: string;
  email: string;
  /** WhatsApp as the main action (filled); otherwise both are secondary (outlined). */
  primary?: boolean;
  /** A class for both buttons, where they sit. */
  className?: string;
  iconSize?: number;
};

/** A request to the owner, prefilled: WhatsApp (in a new tab) and e-mail, side by side. */
export function OwnerRequestLinks({ links, whatsapp, email, primary = false, className, iconSize = 16 }: Props) {
  const button = (main: boolean) => ["button", main ? null : "button--ghost", className].filter(Boolean).join(" ");
  return (
    <>
      <ExternalLink href={links.whatsapp} className={button(primary)}>
        <Icon node={MessageCircle} size={iconSize} /> {whatsapp}
      </ExternalLink>
      <a href={links.email} className={button(false)}>
        <Icon node={Mail} size={iconSize} /> {email}
      </a>
    </>
  );
}
