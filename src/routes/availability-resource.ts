import { bookedNights } from "../site/page-data/availability";

// A resource route, prerendered to a static JSON file: the booked nights the availability form
// checks a stay against, fetched only when the visitor reaches the form.
export function loader() {
  return Response.json(bookedNights());
}
