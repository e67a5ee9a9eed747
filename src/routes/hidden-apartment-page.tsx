import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { WayOn } from "../components/layout/way-on";
import { useWords } from "../components/page-language";
import { fill } from "../labels/dictionary";
import { pageMeta } from "../site/meta";
import { pageInfo } from "../site/page-info";
import { hiddenApartmentData } from "../site/page-data/hidden-apartment";
import { pathOf } from "../site/routing";

// Prerendered at the address of each apartment taken off the site (site.yaml «hidden: true»), in
// every language: a real page, so a link or a bookmark to it still leads somewhere useful on any
// static host (docs/decisions/045-hidden-apartment-address.md). A route only while an apartment is
// hidden, so React Router makes no ./+types for it when none is: its types are written here.
export function loader({ request }: LoaderFunctionArgs) {
  const path = pathOf(request);
  return { page: pageInfo(path), ...hiddenApartmentData(path) };
}

// Out of search engines' indexes, and out of the sitemap: the apartment isn't offered for now.
export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.page), { name: "robots", content: "noindex" }];

/** That the apartment can't be booked for now, the way on (the list, the contact page) and the apartments shown, as cards. */
export default function HiddenApartmentPage() {
  const data = useLoaderData<typeof loader>();
  const words = useWords();
  const text = `${fill(words.hiddenApartment.text, { name: data.name })} ${words.hiddenApartment.next}`;
  return <WayOn page={data.page} text={text} links={data.links} heading={words.hiddenApartment.apartments} apartments={data.apartments} />;
}
