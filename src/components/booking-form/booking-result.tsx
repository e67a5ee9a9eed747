import { fill } from "../../labels/dictionary";
import { answerWords } from "../../labels/words";
import { ExternalLink } from "../external-link";
import { OwnerRequestLinks } from "../owner-request-links";
import { useWords } from "../page-language";

type Props = {
  url: string | null;
  enquiry: { whatsapp: string; email: string } | null;
  name: string;
};

/** After a valid submit: the listing that opened (with a link, in case the tab was blocked), or the enquiry links. */
export function BookingResult({ url, enquiry, name }: Props) {
  const text = useWords(answerWords);
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
            <OwnerRequestLinks links={enquiry} whatsapp={text.enquiryWhatsapp} email={text.enquiryEmail} primary iconSize={18} />
          </p>
        </>
      ) : null}
    </div>
  );
}
