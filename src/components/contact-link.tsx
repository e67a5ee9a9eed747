import { Mail, MessageCircle, Phone, type IconNode } from "lucide";
import type { ReactNode } from "react";
import { labels } from "../labels";
import { mailtoHref, telHref, whatsappHref } from "../site/format";
import type { ContactChannels } from "../site/types";
import { ExternalLink } from "./external-link";
import { Icon } from "./icon";

type Channel = keyof ContactChannels;

const CHANNELS: Record<Channel, { icon: IconNode; href: (value: string) => string; name: (value: string) => string }> = {
  phone: { icon: Phone, href: telHref, name: labels.contact.callAria },
  whatsapp: { icon: MessageCircle, href: whatsappHref, name: labels.contact.whatsappAria },
  email: { icon: Mail, href: mailtoHref, name: labels.contact.emailAria },
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
  const ariaLabel = named ? name(value) : undefined;
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
