import { Mail, MessageCircle } from "lucide";
import { Icon } from "../icon";
import { fill, wordsIn } from "../../labels/dictionary";
import { answerWords } from "../../labels/words";
import { ExternalLink } from "../external-link";
import { usePageLanguage } from "../page-language";

type Props = {
  url: string | null;
  enquiry: { whatsapp: string; email: string } | null;
  name: string;
};

/** After a valid submit: the listing that opened (with a link, in case the tab was blocked), or the enquiry links. */
export function BookingResult({ url, enquiry, name }: Props) {
  const text = wordsIn(answerWords, usePageLanguage().language);
  return (
    <div className="booking-result" role="status">
      {url ? (
        <p>
          {text.opensListing} <ExternalLink href={url}>{text.openListing}</ExternalLink>
        </p>
      ) : enquiry ? (
        <>
          <p className="booking-result__title">{fill(text.enquiryTitle, { name })}</p>
          <p>{text.enquiryIntro}</p>
          <p className="booking-result__actions">
            <ExternalLink href={enquiry.whatsapp} className="button">
              <Icon node={MessageCircle} size={18} /> {text.enquiryWhatsapp}
            </ExternalLink>
            <a href={enquiry.email} className="button button--ghost">
              <Icon node={Mail} size={18} /> {text.enquiryEmail}
            </a>
          </p>
        </>
      ) : null}
    </div>
  );
}
