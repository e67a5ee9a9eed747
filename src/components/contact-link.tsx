import { Mail, MessageCircle, Phone, type IconNode } from "lucide";
import type { ReactNode } from "react";
import { fill, type Words } from "../labels/dictionary";
import { mailtoHref, telHref, whatsappHref } from "../site/format";
import type { ContactChannels } from "../site/types";
import { ExternalLink } from "./external-link";
import { Icon } from "./icon";
import { useWords } from "./page-language";

type Channel = keyof ContactChannels;

const CHANNELS: Record<Channel, { icon: IconNode; href: (value: string) => string; name: (words: Words["shell"], value: string) => string }> = {
  phone: { icon: Phone, href: telHref, name: (words, phone) => fill(words.contact.callAria, { phone }) },
  whatsapp: { icon: MessageCircle, href: whatsappHref, name: (words, phone) => fill(words.contact.whatsappAria, { phone }) },
  email: { icon: Mail, href: mailtoHref, name: (words, email) => fill(words.contact.emailAria, { email }) },
};

type Props = {
  channel: Channel;
  contact: ContactChannels;
  /** Draws the channel's icon inside the link, before its text, at this size. */
  iconSize?: number;
  /** The visible text, where it is not the number or address itself. */
  children?: ReactNode;
  /** Named for what it does ("Llamar al …"); false where the number or address is name enough. */
  named?: boolean;
};

/** A way to reach the owner: a tel: or mailto: link, or WhatsApp in a new tab. */
export function ContactLink({ channel, contact, iconSize, children, named = true }: Props) {
  const words = useWords();
  const value = contact[channel];
  const { icon, href, name } = CHANNELS[channel];
  const text = children ?? value;
  const content = iconSize ? (
    <>
      <Icon node={icon} size={iconSize} /> {text}
    </>
  ) : (
    text
  );
  const ariaLabel = named ? name(words, value) : undefined;
  return channel === "whatsapp" ? (
    <ExternalLink href={href(value)} aria-label={ariaLabel}>
      {content}
    </ExternalLink>
  ) : (
    <a href={href(value)} aria-label={ariaLabel}>
      {content}
    </a>
  );
}
